"""The catalogue in Spanish (the words of the Spanish pad: hoja, casilla, total)."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "los {number}: {parts}: {points}",
    "{number}s: 0": "los {number}: 0",
    "{line} ({wasted} score nothing)": "{line} ({wasted} no puntúan)",
    "{count:w} lone 1s": ("una casilla suelta", "{count:w} casillas sueltas"),
    "{count:w} separate groups of {number:w} {number}s": (
        "un grupo de {number:w} casillas", "{count:w} grupos separados de {number:w} casillas"),
    "{count:w} lone 1s, each on {stars} ({number} x {factor})": (
        "una casilla suelta sobre {stars} ({number} × {factor})",
        "{count:w} casillas sueltas, cada una sobre {stars} ({number} × {factor})"),
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})": (
        "un grupo de {number:w} casillas sobre {stars} ({number} × {factor})",
        "{count:w} grupos de {number:w} casillas, cada uno sobre {stars} ({number} × {factor})"),
    "{count:w} stars": ("una estrella", "{count:w} estrellas"),
    "{count:w} connected {number}s": "{count:w} casillas de {number} conectadas",
    "{first} and {last}": "{first} y {last}",
    "hearts: {count:w} {number}s: {points}": "corazones: {count:w} veces el {number}: {points}",
    "hearts: not all filled: 0": "corazones: no están todos rellenos: 0",
    "hearts: {numbers:list} are not all the same: 0": "corazones: {numbers:list} no son todos iguales: 0",
    "star bonus (counted above): {points}": "bonus de estrella (ya sumado arriba): {points}",
    "total: {total}": "total: {total}",
    "total: {total} ({rating})": "total: {total} ({rating})",
    "{file}: pad {pad}": "{file}: hoja {pad}",
    "{file}: warning: {warning}": "{file}: aviso: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: hoja {pad}{sheet}{serial} (reconocimiento: {engine})",
    ", sheet {number} of {count}": ", hoja {number} de {count}",
    ", serial {serial}": ", n.º de serie {serial}",
    "warning: {warning}": "aviso: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "revisa estas casillas (fila,columna): {doubts:list}; corrige con --fix F,C=N",
    "{cell} ({value}?)": "{cell} (¿{value}?)",
    "empty": "vacía",
    "rolls: {line}": "tiradas: {line}",
    "reading photos": "leyendo fotos",
    "wrote {path:any}": "escrito: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: fila {row}, columna {col}",
    "picture: {picture:any}":
        "imagen: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps": "leído: {value}; número 1-6, - vacía, Intro lo deja así",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: no hay más respuestas; las demás casillas dudosas se quedan como se leyeron",
    "please type 1-6, - or just Enter": "escribe 1-6, - o solo Intro",
    "--fix {fix}: not applied, {file} could not be read": "--fix {fix}: no aplicado, no se pudo leer {file}",
    "note: {note}": "nota: {note}",
    "rolls ({source}): {rolls}": "tiradas ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "partida {number}, tiradas ({source}): {rolls}",
    "given": "indicadas",
    "estimated": "deducidas de las hojas",
    "no sheet could be scored": "no se pudo puntuar ninguna hoja",
    "place": "puesto",
    "sheet": "hoja",
    "total": "total",
    "best": "mejor",
    "pad": "modelo",
    "notes": "notas",
    "game {number}:": "partida {number}:",
    "flagged: {reason} (see below)": "marcada: {reason} (ver abajo)",
    "{count} space(s) corrected by the rolls": (
        "{count} casilla corregida por las tiradas", "{count} casillas corregidas por las tiradas"),
    "{count} space(s) corrected by the rolls and the player's own hand": (
        "{count} casilla corregida por las tiradas y la letra del jugador",
        "{count} casillas corregidas por las tiradas y la letra del jugador"),
    "{count} to check": "{count} por revisar",
    "{count} spaces fixed by hand ({cells})": (
        "{count} casilla corregida a mano ({cells})", "{count} casillas corregidas a mano ({cells})"),
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}; se deja como se leyó. Mira el papel:",
    "if the paper says so, run the same command again with: {options}":
        "si el papel lo confirma, vuelve a ejecutar la misma orden con: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "lo mejor posible en la hoja {pad} con estas tiradas: {total} (demostrado)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "lo mejor posible en la hoja {pad} con estas tiradas: {total} (sin demostrar: como mucho {bound})",
    "Splitter game night": "Noche de juegos de Splitter",
    "Rolls ({source}): {rolls}": "Tiradas ({source}): {rolls}",
    "none": "ninguna",
    "Place": "Puesto",
    "Sheet": "Hoja",
    "Total": "Total",
    "Behind": "Diferencia",
    "To check": "Por revisar",
    "Status": "Estado",
    "What to do": "Qué hacer",
    "winner": "ganador",
    "ok": "correcta",
    "flagged": "marcada",
    "{reason}; look at the paper:": "{reason}; mira el papel:",
    "Photos that could not be read": "Fotos que no se pudieron leer",
    "made by splitter_print {version}": "hecho con splitter_print {version}",
    "does not hold the rolls": "no contiene las tiradas",
    "does not seem to hold these rolls":
        "no parece contener estas tiradas",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "{count} de sus pares no están entre las tiradas: ¿la hoja de otra partida, o el registro de otra partida?",
    "disagrees with {name}": "no coincide con {name}",
    "{name} (sheet {number})": "{name} (hoja {number})",
    "this sheet {reason}; kept as read, please check:": "esta hoja {reason}; se deja como se leyó, revísala:",
    "corrected {cells:list} to fit the rolls": "{cells:list} corregidas para cuadrar con las tiradas",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "{cells:list} corregidas para cuadrar con las tiradas: cada una se parece a cómo escribe este jugador, "
        "en otras casillas de la hoja, el número que le dan las tiradas",
    "holds exactly the rolled pairs": "contiene exactamente las parejas tiradas",
    "the reading fits the rolls only by overruling clear digits":
        "la lectura solo cuadra con las tiradas si se ignoran números leídos con claridad",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "cada cambio lee un {read} donde las tiradas piden un {rolled}: si este jugador escribe así el {rolled}, "
        "que rellene la tira de calibración (del 1 al 6, una vez) para que el lector aprenda su letra",
    "to hold the rolls: {changes:list}": "para cuadrar con las tiradas: {changes:list}",
    "to hold the rolls, one of these (the rolls cannot say which): {choices}":
        "para cuadrar con las tiradas, una de estas (las tiradas no dicen cuál): {choices}",
    "to match {name}: {changes:list}": "para coincidir con {name}: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} sería {value} (leído: {read})",
    "holds {mine:list} where {name} holds {theirs:list}":
        "tiene {mine:list} donde {name} tiene {theirs:list}",
    "nothing": "nada",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "{flagged} de {count} hojas no coinciden con las demás: estas fotos parecen ser de más de una partida, "
        "así que cada hoja se lee por separado",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "{flagged} de {count} hojas tienen otras tiradas que el resto: estas fotos son de {games} partidas, "
        "clasificadas por separado",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "las dos hojas tienen parejas distintas y con dos hojas no se puede saber cuál es la correcta: ambas se "
        "marcan y se dejan como se leyeron",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "una sola hoja: sin registro de tiradas no hay con qué contrastarla; se lee por separado",
    "missing {pair}: rolled, but not on the sheet":
        "falta {pair}: salió en los dados, pero no está en la hoja",
    "missing {pair} twice: rolled, but not on the sheet":
        "falta {pair} dos veces: salió en los dados, pero no está en la hoja",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "falta {pair} {count} veces: salió en los dados, pero no está en la hoja",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "sobra {pair} en la fila {row}: está en la hoja, pero no salió en los dados",
    "row {row} column {col}: written, but its mirror space is empty":
        "fila {row}, columna {col}: escrita, pero su casilla simétrica está vacía",
    "{file}: no score sheet found":
        "{file}: no se encontró ninguna hoja de puntuación",
    "{file}: empty file":
        "{file}: archivo vacío",
    "{file}: could not be read ({error:any})":
        "{file}: no se pudo leer ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "hoja incompleta: {empty} de {spaces} casillas están vacías; se puntúa tal como está",
    "the JPEG is damaged ({detail:any}); check the reading":
        "el JPEG está dañado ({detail:any}); revisa la lectura",
    "only {count} of 4 corner markers seen": "solo se ven {count} de las 4 marcas de las esquinas",
    "too blurred to find a score sheet (blur at least {blur} mm): hold the phone still, add light, "
        "or come closer":
        "demasiado borrosa para encontrar una hoja de puntuación (desenfoque de al menos {blur} mm): "
        "sujeta el móvil quieto, más luz o acércate",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "demasiado borrosa para leerla (desenfoque {blur} mm): sujeta el móvil quieto, más luz o acércate",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloc {pad}{sheet}: vuelve a fotografiarla: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "la hoja sale pequeña en la foto (casillas de unos {size} px): "
        "sus números se leen con menos seguridad; fotografíala más de cerca",
    "the pad letter printed on the sheet reads {letter}, not {pad}: check the pad":
        "la letra del bloc impresa en la hoja dice {letter}, no {pad}: comprueba el bloc",
    "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model":
        "leído por Tesseract, un recurso para dígitos impresos: con letra a mano es menos fiable que el modelo "
        "",
    "tesseract, a fallback for printed digits":
        "Tesseract, recurso para dígitos impresos",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "la hoja {other} encaja casi tan bien como la hoja {pad} ({score} frente a {best}): comprueba la hoja",
    "ignored the QR code: {detail:any}": "código QR ignorado: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "Hoja {name}",
    " (sheet {number})": " (hoja {number})",
    "{number:d}s": "Los {number}",
    "star bonus (in the above)": "bonus de estrella (ya sumado)",
    "hearts": "corazones",
    "scoring group": "grupo que puntúa",
    "scores nothing": "no puntúa",
    "check this space": "revisa esta casilla",
    "{count} spaces to check": ("Por revisar: {count} casilla", "Por revisar: {count} casillas"),
    "every space read clearly": "todas las casillas se leen bien",
    "what the rolls would have here": "lo que las tiradas tendrían aquí",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: {count} {count:hoja/hojas} de la hoja {pad} en {pages} {pages:página/páginas}",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: contiene exactamente las {count} parejas tiradas",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: no cuadra con las {count} tiradas de {rolls:any}",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "la hoja {pad} está llena: no queda sitio para la tirada {roll}",
    "the roll log is empty: advice is for the newest roll":
        "el registro de tiradas está vacío: el consejo es para la última tirada",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "la hoja no contiene las {count} tiradas anteriores a la última: {problems:parts}",
    "and {count} more":
        "y {count} más",
    "round {number} of {rounds}: rolled {first} {second}":
        "ronda {number} de {rounds}: sale {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}": "{rank}. {placement}: se espera {expected:.1f}",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "fila {row}: {left} en la columna {left_col}, {right} en la columna {right_col}",
    "place (1-{count}, Enter = 1, ? = list all)": "opción (1-{count}, Intro = 1, ? = ver todas)",
    "your sheet:": "tu hoja:",
    "best possible with these rolls: {total}; you scored {score}":
        "lo mejor posible con estas tiradas: {total}; tu puntuación: {score}",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "lo mejor posible con estas tiradas: {total} (sin demostrar: hasta {bound}); tu puntuación: {score}",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "mejor hoja para {count} tiradas en la hoja {pad}: {total}, demostrado que es lo mejor posible "
        "({seconds:.1f} s)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "mejor hoja para {count} tiradas en la hoja {pad}: {total}, sin demostrar: una hoja podría llegar a "
        "{bound} ({gap} más) ({seconds:.1f} s)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "tirada {first} {second} en la hoja {pad}: {count} opciones, la mejor primero (puntuación final esperada)",
    "({playouts} playouts)": "({playouts} partidas simuladas)",
    "weighing the places": "comparando las opciones",
    "= places the playouts cannot tell apart: any of them will do":
        "= opciones que las partidas simuladas no distinguen: cualquiera vale",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "buscando la mejor hoja posible para estas tiradas (--no-best lo omite)",
    "Game {number}":
        "Partida {number}",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "aún sin ganador: {names:any} va en cabeza con {total} puntos, a comprobar en el papel",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} gana con {total} puntos, {lead} por delante",
    "{names:any} share the win with {total} points":
        "{names:any} comparten la victoria con {total} puntos",
    "{name:any} scored {total} points":
        "{name:any}: {total} puntos",
    "best possible with these rolls: {total}":
        "máximo posible con estas tiradas: {total}",
    "? = reading still to check":
        "? = lectura por revisar",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "el registro de tiradas tiene {rolls} tiradas y esta hoja {written} pares escritos: se lee sin las tiradas",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} casillas, {stars} estrellas, {rounds} rondas, como máximo {best} puntos",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} casillas, {stars} estrellas, {hearts} corazones (+{bonus}), "
        "{rounds} rondas, como máximo {best} puntos",
    "Pad {pad}":
        "Hoja {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] casilla   [*] estrella (x2)   [h] corazón   | línea central",
    "stars:  {cells:any}":
        "estrellas: {cells:any}",
    "hearts: {cells:any}":
        "corazones: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "corazones: {cells:any} (todos iguales: +{bonus})",
    "row {row} column {col}":
        "fila {row}, columna {col}",
    "fingerprint: {fingerprint}   from: {source:any}":
        "huella: {fingerprint}   de: {source:any}",
    "notes: {notes:any}":
        "notas: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "diario {day}: {total} de {best} posibles",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "diario {day}: {total} de {best} posibles (sin demostrar: hasta {bound})",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "Splitter diario {day} · hoja {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "Splitter diario",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "diario {day}: la hoja no contiene las {count} tiradas del día en la hoja {pad}:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "idioma desconocido {lang!r}; elige uno de {languages:list}",
    "photo":
        "foto",
    "{file}: not a photo; take a photo of the sheet with the phone's camera":
        "{file}: no es una foto; fotografía la hoja con la cámara del móvil",
    "{file}: every reader is busy; send it again in {seconds} seconds":
        "{file}: todos los lectores están ocupados; vuelve a enviarla dentro de {seconds} segundos",
    "{file}: the reader stopped while reading it (out of memory?); send it again, or a smaller photo":
        "{file}: el lector se detuvo al leerla (¿sin memoria?); vuelve a enviarla, o una foto más pequeña",
    "{file}: cannot encode the sheet's picture":
        "{file}: no se puede guardar la imagen de la hoja",
    "{file}: the stored picture of the sheet is damaged":
        "{file}: la imagen guardada de la hoja está dañada",
    "sheet {sheet}: cannot encode the picture":
        "hoja {sheet}: no se puede guardar la imagen",
    "board: choose one of {boards:list}":
        "hoja: elige {boards:list}",
    "dice: give two numbers from 1 to 6, e.g. [3, 5]":
        "dados: dos números del 1 al 6, p. ej. [3, 5]",
    "player: give the player's name":
        "nombre: escribe el nombre del jugador",
    "player: a name of at most {count} characters, please":
        "nombre: como mucho {count} caracteres, por favor",
    "player: the name holds control characters":
        "nombre: el nombre contiene caracteres de control",
    "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)":
        "corrección: [[fila, columna, número], ...] con número 1-6 (null para una casilla vacía)",
    "fix: {problem}":
        "corrección: {problem}",
    "game {code} has no roll to take back":
        "la partida {code} no tiene ninguna tirada que deshacer",
    "upload: larger than the limit of {megabytes} MB; send a smaller photo":
        "subida: supera el límite de {megabytes} MB; envía una foto más pequeña",
    "request body: not valid JSON":
        "cuerpo de la petición: no es JSON válido",
    "request body: send a JSON object with '{name}'":
        "cuerpo de la petición: envía un objeto JSON con '{name}'",
    "{where}: give a whole number":
        "{where}: un número entero, por favor",
    "{where}: not a valid value":
        "{where}: no es un valor válido",
    "lang: choose one of {languages:list}":
        "idioma: elige uno de {languages:list}",
    "server: an internal error ({kind}); try again, and tell whoever runs the server if it stays":
        "servidor: un error interno ({kind}); vuelve a intentarlo y, si sigue, avisa a quien lleva el servidor",
    "request: the form could not be read; send the player's name and one photo":
        "petición: no se pudo leer el formulario; envía el nombre del jugador y una foto",
    "request: refused ({status})":
        "petición: rechazada ({status})",
    "not found: check the address":
        "no encontrado: revisa la dirección",
    "this address does not take this request":
        "esta dirección no acepta esta petición",
    "{problem}; {remedy}":
        "{problem}; {remedy}",
    "choose pad {pad} above":
        "elige arriba la hoja {pad}",
    "start a new game on pad {pad} for this sheet":
        "empieza una partida nueva con la hoja {pad} para esta hoja",
    "photo: send the sheet's photo as the multipart file field 'photo'":
        "foto: envía la foto de la hoja como archivo en el campo multipart 'photo'",
    "request body: send a JSON object with 'date', 'pad' and 'grid'":
        "cuerpo de la petición: envía un objeto JSON con 'date', 'pad' y 'grid'",
    "date: write the day as YYYY-MM-DD":
        "fecha: escribe el día como AAAA-MM-DD",
    "{variable}: not set; start the server with splitter serve":
        "{variable}: sin definir; inicia el servidor con splitter serve",
    # Files that cannot be read (game.textfile, reading.photo.load).
    "a roll log":
        "un registro de tiradas",
    "a layout file":
        "un archivo de diseño",
    "a sheet file":
        "un archivo de hoja",
    "a photo":
        "una foto",
    "a named pipe (FIFO)":
        "una tubería con nombre (FIFO)",
    "a character device":
        "un dispositivo de caracteres",
    "a block device":
        "un dispositivo de bloques",
    "a socket":
        "un socket",
    "something other than a file":
        "algo que no es un archivo",
    "{file}: cannot read: {error:any}":
        "{file}: no se puede leer: {error:any}",
    "{file}: too large for {what} (over {amount})":
        "{file}: demasiado grande para {what} (más de {amount})",
    "{file}: is a directory, not {what}":
        "{file}: es una carpeta, no {what}",
    "{file}: is {kind}; {what} must be a regular file":
        "{file}: es {kind}; {what} debe ser un archivo normal",
    "{file}: damaged UTF-16 text; save it as UTF-8":
        "{file}: texto UTF-16 dañado; guárdalo como UTF-8",
    "{file}: UTF-16 text without a byte-order mark; save it as UTF-8":
        "{file}: texto UTF-16 sin marca de orden de bytes; guárdalo como UTF-8",
    "{file}: binary data, not {what}":
        "{file}: datos binarios, no {what}",
    "{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8":
        "{file}: no es texto UTF-8 (byte 0x{byte:02x} en la línea {line}); guárdalo como UTF-8",
    "JPEG, PNG, WebP, TIFF, BMP or HEIC":
        "JPEG, PNG, WebP, TIFF, BMP o HEIC",
    "{file}: cannot decode this JPEG file again at full size":
        "{file}: no se puede volver a decodificar este JPEG a tamaño completo",
    "{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}":
        "{file}: es un GIF (una animación o un gráfico), no una foto; envía la foto como {kinds}",
    "{file}: not an image (expected {kinds})":
        "{file}: no es una imagen (se esperaba {kinds})",
    "{file}: truncated {kind} (the file ends before the picture does); copy it again":
        "{file}: {kind} cortado (el archivo termina antes que la imagen); cópialo de nuevo",
    "{file}: cannot decode this {kind} file (damaged or an unsupported variant)":
        "{file}: no se puede decodificar este archivo {kind} (dañado o una variante no admitida)",
    "{file}: no such file":
        "{file}: no existe el archivo",
    "{file}: permission denied":
        "{file}: permiso denegado",
    "{file}: no photo piped in":
        "{file}: no llegó ninguna foto por la tubería",
    "{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); or export the photo as JPEG":
        "{file}: las fotos HEIC necesitan pillow-heif (pip install 'splitter-print[heic]'); o exporta la foto como "
        "JPEG",
    "{file}: too many pixels (over {limit:,}); is it really a photo?":
        "{file}: demasiados píxeles (más de {limit:,}); ¿de verdad es una foto?",
    "{file}: damaged {kind} header (no image can be opened from it)":
        "{file}: cabecera {kind} dañada (no se puede abrir ninguna imagen)",
    "{file}: damaged {kind} header ({detail:any})":
        "{file}: cabecera {kind} dañada ({detail:any})",
    "{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo down":
        "{file}: demasiados píxeles ({width} × {height} = {pixels:,}, límite {limit:,}); reduce la foto",
    "{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each side":
        "{file}: demasiado pequeña ({width} × {height} píxeles); una hoja necesita al menos {side} píxeles por lado",
    # The reader's refusals and warnings (reading.scan, reading.locate, reading.budget, reading.recognise).
    "row {row} column {col} is not a space on pad {pad}":
        "fila {row}, columna {col} no es una casilla de la hoja {pad}",
    "{file}: the fix {cell}: {problem}":
        "{file}: la corrección {cell}: {problem}",
    "{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)":
        "{fix!r} no es una corrección: escribe FILA,COLUMNA=NÚMERO, p. ej. 3,0=5 (o 3,0=- para vacía)",
    "pad {pad}":
        "la hoja {pad}",
    "pad {pad} of another layout (fingerprint {found}, not {expected})":
        "la hoja {pad} de otro diseño (huella {found}, no {expected})",
    "{where}: the sheet's QR code says {said}, not pad {asked}":
        "{where}: el código QR de la hoja dice {said}, no la hoja {asked}",
    "{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it again":
        "{file}: {problem}; el JPEG está dañado ({detail:any}), quizá por eso: envíalo de nuevo",
    "{file}: {problem}":
        "{file}: {problem}",
    "{file}: sheet {number}":
        "{file}: hoja {number}",
    "no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "no se encontró ninguna hoja de puntuación: una cuadrícula de {count} cuadrados no es la hoja {pads:list}",
    "no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "no se encontró ninguna hoja de puntuación (ni marcas ni cuadrícula de casillas de la hoja {pads:list})",
    "no QR code read: pad {pad} chosen over pad {other} by its spaces":
        "no se leyó ningún código QR: se eligió la hoja {pad} en vez de la {other} por sus casillas",
    "pad {other} fits almost as well as pad {pad}: check the pad":
        "la hoja {other} encaja casi tan bien como la hoja {pad}: revisa la hoja",
    "too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; photograph the sheet "
    "alone, filling most of the picture":
        "demasiadas formas ({count:,} {kind}; se buscan como mucho {most:,}): no es una hoja de puntuación; "
        "fotografía la hoja sola, llenando casi toda la imagen",
    "squares":
        "cuadrados",
    "outlines":
        "contornos",
    "markers":
        "marcas",
    "the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one among too many shapes; "
    "photograph the sheet alone":
        "la búsqueda de una hoja tardó más de {seconds:g} segundos de CPU: no es una hoja de puntuación, o está entre "
        "demasiadas formas; fotografía la hoja sola",
    "the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one among too many shapes; photograph "
    "the sheet alone":
        "la búsqueda de una hoja necesitó más de {megabytes:g} MB: no es una hoja de puntuación, o está entre "
        "demasiadas formas; fotografía la hoja sola",
    "the trained digit model cannot be loaded ({error:any})":
        "no se puede cargar el modelo de dígitos entrenado ({error:any})",
    "unknown engine {name!r}; choose one of {names:list}":
        "motor desconocido {name!r}; elige uno de {names:list}",
    "tesseract is not installed; install the Debian package tesseract-ocr":
        "tesseract no está instalado; instala el paquete de Debian tesseract-ocr",
    # The command line's remedies and notes (cli.common): what to do, with its options.
    "{problem}; scan it with --board {pad} or --board auto":
        "{problem}; léela con --board {pad} o --board auto",
    "{problem}; give the layout file it was printed from with --board FILE":
        "{problem}; indica el archivo de diseño con el que se imprimió con --board ARCHIVO",
    "{problem} (for your own layout give --board FILE)":
        "{problem} (para un diseño propio, indica --board ARCHIVO)",
    "{problem}; use --engine {engine}":
        "{problem}; usa --engine {engine}",
    "{problem}; print the rest with another run, --first-serial {next}":
        "{problem}; imprime el resto en otra ejecución, --first-serial {next}",
    "{problem}; pipe one, e.g. splitter scan - < photo.jpg":
        "{problem}; envía una por una tubería, p. ej. splitter scan - < foto.jpg",
    "--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once":
        "--jobs {jobs}: aquí solo hay {cores} núcleos de CPU, así que se leen {cores} fotos a la vez",
    # Notes on what was read of a photo (reading.photo.pdf, night.table).
    "the photo holds {count} sheets; only the first was read: upload one photo per sheet":
        "la foto tiene {count} hojas; solo se leyó la primera: sube una foto por hoja",
    "the PDF has {count} pages; only the first was read (name another as {file}#p2)":
        "el PDF tiene {count} páginas; solo se leyó la primera (indica otra como {file}#p2)",
    # Roll logs, layouts, sheets, the best sheet and the daily game that cannot be used (game).
    "{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41":
        "{file}:{line}: {token!r} no es una tirada; escribe dos números del 1 al 6, como 41",
    "{file}:{line}: {char} is not a die number (1-6) in roll {token!r}":
        "{file}:{line}: {char} no es un número de dado (1-6) en la tirada {token!r}",
    "{file}:{line}: {char} is not a die number (1-6)":
        "{file}:{line}: {char} no es un número de dado (1-6)",
    "{file}:{line}: a lone die {die} before roll {token!r}; write both numbers of each roll":
        "{file}:{line}: un dado suelto {die} antes de la tirada {token!r}; escribe los dos números de cada tirada",
    "{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers":
        "{file}:{line}: un dado suelto {die} al final de la línea; una tirada necesita dos números",
    "{file}: no rolls in this roll log (write them as 41 54 33 ...)":
        "{file}: no hay tiradas en este registro (escríbelas así: 41 54 33 ...)",
    "{count} rolls but pad {pad} has room for {room}":
        "{count} tiradas, pero la hoja {pad} tiene sitio para {room}",
    "the hint sheet does not hold exactly these {count} rolls on pad {pad}":
        "la hoja de pista no contiene exactamente estas {count} tiradas en la hoja {pad}",
    "the date":
        "la fecha",
    "the pad":
        "la hoja",
    "the sheet's pad":
        "la hoja del papel",
    "{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01":
        "{source}: {text!r} no es una fecha; escribe AAAA-MM-DD, p. ej. 2026-12-01",
    "{source}: {text} is not a day of the calendar; write YYYY-MM-DD":
        "{source}: {text} no es un día del calendario; escribe AAAA-MM-DD",
    "{source}: the daily game is dealt for pads {pads}, not {pad!r}":
        "{source}: la partida del día se reparte para las hojas {pads}, no para {pad!r}",
    "the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped pads {pads}":
        "la hoja del papel: un diseño propio llamado {pad!r}; la partida del día es para las hojas incluidas {pads}",
    "the sheet is on pad {pad}, the day's best is for pad {best}":
        "el papel es de la hoja {pad}, el mejor del día es para la hoja {best}",
    "{file}: not valid TOML: {error:any}":
        "{file}: TOML no válido: {error:any}",
    "{file}: TOML nested too deep for a layout":
        "{file}: TOML demasiado anidado para un diseño",
    "missing key \"name\" (a short text such as \"A\")":
        "falta la clave \"name\" (un texto corto como \"A\")",
    "\"title\" and \"notes\" must be text":
        "\"title\" y \"notes\" deben ser texto",
    "\"heart_bonus\" must be a whole number of 0 or more":
        "\"heart_bonus\" debe ser un número entero de 0 o más",
    "missing key \"pattern\" (the pad drawn as text in a \"\"\" block)":
        "falta la clave \"pattern\" (la hoja dibujada como texto en un bloque \"\"\")",
    "the pattern is empty":
        "el patrón está vacío",
    "the pattern has {rows} rows; at most {most} are allowed":
        "el patrón tiene {rows} filas; se permiten como mucho {most}",
    "unknown character {char!r} in row {row} column {col}; use # space, * star, h heart, . no space":
        "carácter desconocido {char!r} en la fila {row}, columna {col}; usa # casilla, * estrella, h corazón, . sin "
        "casilla",
    "row {row} is {width} wide but row 0 is {first}; every row must be as wide":
        "la fila {row} tiene {width} de ancho pero la fila 0 tiene {first}; todas las filas deben ser igual de anchas",
    "row {row} is {width} wide; rows need an even width to split at the centre line":
        "la fila {row} tiene {width} de ancho; las filas necesitan un ancho par para partirse en la línea central",
    "row {row} is {width} wide; at most {most} are allowed":
        "la fila {row} tiene {width} de ancho; se permiten como mucho {most}",
    "row {row} is not mirror-symmetric: column {col} and column {mirror} must both be spaces or both holes":
        "la fila {row} no es simétrica: las columnas {col} y {mirror} deben ser las dos casillas o las dos huecos",
    "the pattern has no space":
        "el patrón no tiene ninguna casilla",
    "{file}: \"{key}\" must be a list of [row, column] pairs":
        "{file}: \"{key}\" debe ser una lista de pares [fila, columna]",
    "star":
        "estrella",
    "heart":
        "corazón",
    "{file}: \"{key}\" entry {item!r} is not a [row, column] pair":
        "{file}: la entrada {item!r} de \"{key}\" no es un par [fila, columna]",
    "{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of {cols})":
        "{file}: {what} en la fila {row}, columna {col} está fuera del patrón ({rows} filas de {cols})",
    "{file}: {what} at row {row} column {col} is on a hole, not a space":
        "{file}: {what} en la fila {row}, columna {col} está en un hueco, no en una casilla",
    "{name}: no such pad; known pads are {known:list}, or give a .toml file":
        "{name}: no existe esa hoja; las conocidas son {known:list}, o indica un archivo .toml",
    "row {row} column {col} holds {number!r}; only 1-6 may be written":
        "la fila {row}, columna {col} tiene {number!r}; solo se puede escribir del 1 al 6",
    "no grid rows found":
        "no se encontró ninguna fila de la cuadrícula",
    "bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)":
        "carácter incorrecto {char!r} en la fila {row}, columna {col}; usa 1-6, - (vacía) o . (sin casilla)",
    "the grid has {count} rows but pad {pad} has {rows}":
        "la cuadrícula tiene {count} filas pero la hoja {pad} tiene {rows}",
    "the grid ends after {count} rows but pad {pad} has {rows}":
        "la cuadrícula termina tras {count} filas pero la hoja {pad} tiene {rows}",
    "row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without its . gaps)":
        "la fila {row} tiene {width} de ancho; las filas de la hoja {pad} tienen {cols} (esta, {spaces} sin sus "
        "huecos .)",
    "row {row} column {col} is a space on pad {pad}; write - if it is empty":
        "la fila {row}, columna {col} es una casilla de la hoja {pad}; escribe - si está vacía",
    "row {row} column {col} is not a space on pad {pad} but holds {char!r}":
        "la fila {row}, columna {col} no es una casilla de la hoja {pad} pero tiene {char!r}",
    "{file}:{line}: not valid JSON: {error:any}":
        "{file}:{line}: JSON no válido: {error:any}",
    "{file}: JSON nested too deep for a sheet":
        "{file}: JSON demasiado anidado para una hoja",
    "{file}: JSON sheets need a \"grid\" list of text rows":
        "{file}: las hojas JSON necesitan una lista \"grid\" de filas de texto",
    "{file}: every \"grid\" entry must be a text row":
        "{file}: cada entrada de \"grid\" debe ser una fila de texto",
    "{file}: \"board\" must be a pad name such as \"A\"":
        "{file}: \"board\" debe ser un nombre de hoja como \"A\"",
    "{file}: {name}: no such pad; known pads are {known:list}":
        "{file}: {name}: no existe esa hoja; las conocidas son {known:list}",
    # A night's fixes and names that cannot be used (night.batch).
    "the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna":
        "el nombre {name!r}: escribe FOTO=JUGADOR, p. ej. anna.jpg=Anna",
    "the name {name}: no such photo (or sheet) in this night":
        "el nombre {name}: no hay esa foto (ni esa hoja) en esta noche",
    "{file}: no photos in this folder ({kinds:list})":
        "{file}: no hay fotos en esta carpeta ({kinds:list})",
    "the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo holding "
    "several; DIGIT - for empty)":
        "la corrección {fix}: escribe FOTO:FILA,COLUMNA=NÚMERO, p. ej. anna.jpg:3,1=6 (FOTO#N:... para la hoja N de "
        "una foto con varias; NÚMERO - para vacía)",
    "the fix {fix}: no photo {photo} in this batch (name it by its path as given or by its file name)":
        "la corrección {fix}: no hay ninguna foto {photo} en este lote (nómbrala por su ruta tal como se dio o por su "
        "nombre de archivo)",
    "the fix {fix}: {photo} could be {matches}; give its path":
        "la corrección {fix}: {photo} puede ser {matches}; indica su ruta",
    "the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...":
        "la corrección {fix}: {photo} tiene {count} hojas; di cuál, p. ej. {photo}#1:{cell}=...",
    "the fix {fix}: {photo} holds one sheet, not {sheet}":
        "la corrección {fix}: {photo} tiene una hoja, no {sheet}",
    "the fix {fix}: {photo} holds {count} sheets, not {sheet}":
        "la corrección {fix}: {photo} tiene {count} hojas, no {sheet}",
    "the fix {fix}: {problem}":
        "la corrección {fix}: {problem}",
    # Joining names.
    "{first} or {last}":
        "{first} o {last}",
    # Writing files, printing pads, QR codes, PDFs and the game-night store (atomic, paper, printing, night).
    "{file}: cannot write: {error:any}":
        "{file}: no se puede escribir: {error:any}",
    "{folder}: cannot make the folder: {error:any}":
        "{folder}: no se puede crear la carpeta: {error:any}",
    "{file}: cannot encode the picture":
        "{file}: no se puede codificar la imagen",
    "{count} rolls do not fit on pad {pad}, which holds {room}":
        "{count} tiradas no caben en la hoja {pad}, que admite {room}",
    "grid: send the sheet as a list of text rows, e.g. [\"..1535..\", ...]":
        "grid: envía la hoja como una lista de filas de texto, p. ej. [\"..1535..\", ...]",
    "{file}: not a photo (send {kinds})":
        "{file}: no es una foto (envía {kinds})",
    "server: cannot keep the photo ({error:any}); tell whoever runs the server":
        "servidor: no se puede guardar la foto ({error:any}); avisa a quien gestiona el servidor",
    "game {code}: too many rolls recorded at once; try again":
        "partida {code}: demasiadas tiradas anotadas a la vez; inténtalo de nuevo",
    "no game {code!r}: check the code":
        "no hay ninguna partida {code!r}: revisa el código",
    "game {code} has no sheet {sheet}":
        "la partida {code} no tiene la hoja {sheet}",
    "{folder}: cannot make the data folder: {error:any}":
        "{folder}: no se puede crear la carpeta de datos: {error:any}",
    "{database}: cannot open the database: {error:any}":
        "{database}: no se puede abrir la base de datos: {error:any}",
    "this photo is {owner}'s sheet already: photograph {player}'s sheet":
        "esta foto ya es la hoja de {owner}: fotografía la hoja de {player}",
    "game {code}: holds {count} sheets, the most a game takes; start another game for more players":
        "partida {code}: tiene {count} hojas, lo máximo por partida; empieza otra partida para más jugadores",
    "game {code}: all {rounds} rolls are in; the game is over":
        "partida {code}: ya están las {rounds} tiradas; la partida ha terminado",
    "unknown paper {paper!r}; choose one of {papers:list}":
        "papel desconocido {paper!r}; elige uno de {papers:list}",
    "sheets per page must be one of {choices:list}, not {count}":
        "las hojas por página deben ser {choices:list}, no {count}",
    "{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; use fewer per page":
        "{count} hojas por página {paper} imprimirían casillas de {size:.1f} mm, menos de {least:g} mm; pon menos por "
        "página",
    "QR code is not a splitter sheet identity":
        "el código QR no es una identidad de hoja de splitter",
    "QR code text is too long ({count} characters) for a sheet identity":
        "el texto del código QR es demasiado largo ({count} caracteres) para una identidad de hoja",
    "sheet was printed with design version {version}; this program reads version {ours}":
        "la hoja se imprimió con la versión de diseño {version}; este programa lee la versión {ours}",
    "pad label {pad!r} must be 1-{most} characters A-Z or 0-9":
        "la etiqueta de hoja {pad!r} debe tener 1-{most} caracteres A-Z o 0-9",
    "layout fingerprint {fingerprint!r} must be 8 lowercase hex digits":
        "la huella del diseño {fingerprint!r} debe tener 8 dígitos hexadecimales en minúscula",
    "sheet serial {serial} must be between 0 and {most}":
        "el número de serie {serial} debe estar entre 0 y {most}",
    "format version {version} must be between 0 and 999":
        "la versión de formato {version} debe estar entre 0 y 999",
    "the number of sheets must be 1 or more, not {count}":
        "el número de hojas debe ser 1 o más, no {count}",
    "{count} sheets: at most {most} sheets in one PDF":
        "{count} hojas: como mucho {most} hojas en un PDF",
    "the first serial number must be 0 or more and leave room for {count} sheets":
        "el primer número de serie debe ser 0 o más y dejar sitio para {count} hojas",
    "the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}":
        "la tabla de valoración en solitario es para partidas de {rounds} rondas; la hoja {pad} tiene {held}",
    "{file}: is a directory; give a file name such as pads.pdf":
        "{file}: es una carpeta; indica un nombre de archivo como pads.pdf",
    "{file}: pads are written as PDF only; give a name ending in .pdf":
        "{file}: las hojas solo se escriben en PDF; indica un nombre que acabe en .pdf",
    "unknown style {style!r}; choose one of {styles:list}":
        "estilo desconocido {style!r}; elige uno de {styles:list}",
    "{file}: the pad's name uses characters the pad font lacks ({missing}); rename it":
        "{file}: el nombre de la hoja usa caracteres que su fuente no tiene ({missing}); cámbiale el nombre",
    "export the page as a JPEG or PNG":
        "exporta la página como JPEG o PNG",
    "{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium failed on it); "
    "{export}":
        "{file}: no se puede leer este PDF (necesita más de {seconds} segundos de CPU o {megabytes:,} MB, o pdfium "
        "falló con él); {export}",
    "holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower resolution":
        "tiene una imagen de {width} × {height} = {pixels:,} píxeles (límite {limit:,}); escanea a menos resolución",
    "{file}#p{page}: {file} is not a PDF, so it has no pages":
        "{file}#p{page}: {file} no es un PDF, así que no tiene páginas",
    "{file}: cannot read this PDF (damaged, or it has no pages)":
        "{file}: no se puede leer este PDF (dañado o sin páginas)",
    "{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files":
        "{file}: el PDF tiene {count:,} páginas (límite {most:,}); divídelo en archivos más pequeños",
    "{file}: the PDF has only {count} pages":
        ("{file}: el PDF solo tiene {count} página",
         "{file}: el PDF solo tiene {count} páginas"),
    "{file}: cannot read this page (its JPEG is damaged)":
        "{file}: no se puede leer esta página (su JPEG está dañado)",
    "{file}: the PDF is locked (encrypted); save it again without a password or protection, or {export}":
        "{file}: el PDF está bloqueado (cifrado); guárdalo de nuevo sin contraseña ni protección, o {export}",
    "a pad printed by splitter pad, with no photo on it; print it, fill it in, then photograph or scan the sheet":
        "una hoja impresa con splitter pad, sin ninguna foto; imprímela, rellénala y luego fotografía o escanea la "
        "hoja",
    "the page holds no picture (only text or drawing); scan the sheet, or {export}":
        "la página no tiene ninguna imagen (solo texto o dibujo); escanea la hoja, o {export}",
    "{file}: cannot read this page (damaged)":
        "{file}: no se puede leer esta página (dañada)",
    "{file}: cannot read this PDF (damaged)":
        "{file}: no se puede leer este PDF (dañado)",
    # The command line's own refusals (cli).
    "--host {host} --port {port}: cannot listen there ({error:any})":
        "--host {host} --port {port}: no se puede escuchar ahí ({error:any})",
    "--geometry needs a pad: splitter layouts A --geometry --json":
        "--geometry necesita una hoja: splitter layouts A --geometry --json",
    # The command line's usage errors (cli): its options, said in the command's language.
    "{problem} (try '{command} --help')":
        "{problem} (prueba '{command} --help')",
    "only one of SHEET and --rolls can be - (stdin)":
        "solo uno de HOJA y --rolls puede ser - (stdin)",
    "only one of --sheet and --rolls can be - (stdin)":
        "solo uno de --sheet y --rolls puede ser - (stdin)",
    "-o - writes the PDF to standard output, which is a terminal here; redirect it (-o - > pads.pdf) or give a file "
    "name":
        "-o - escribe el PDF en la salida estándar, que aquí es una terminal; redirígela (-o - > pads.pdf) o indica "
        "un nombre de archivo",
    "--share is for a game played here: add --solo":
        "--share es para una partida jugada aquí: añade --solo",
    "--rounds: a daily game is always {rounds} rolls":
        "--rounds: una partida del día tiene siempre {rounds} tiradas",
    "only one of --csv and --json can write to stdout":
        "solo uno de --csv y --json puede escribir en la salida estándar",
    "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo":
        "batch lee archivos y carpetas de fotos, no stdin (-); splitter scan - lee una foto",
    "--share is for a daily game: add --daily":
        "--share es para una partida del día: añade --daily",
    "--daily reads against the day's rolls: leave out --rolls and --interactive":
        "--daily lee con las tiradas del día: quita --rolls e --interactive",
    "- (a photo on stdin) can be given only once":
        "- (una foto por stdin) solo se puede dar una vez",
    "only one of PHOTO and --rolls can be - (stdin)":
        "solo uno de FOTO y --rolls puede ser - (stdin)",
    "--interactive asks on stdin, so it cannot read a photo from stdin (-)":
        "--interactive pregunta por stdin, así que no puede leer una foto de stdin (-)",
    # The command line stopped by Ctrl-C (cli.common).
    "interrupted":
        "interrumpido",
    "sheet {sheet}: send the sheet's key or the keeper's as the X-Key header":
        "hoja {sheet}: envía la clave de la hoja o la del anfitrión en la cabecera X-Key",
    "sheet {sheet}: only the phone that sent it or the game's keeper can remove it":
        "hoja {sheet}: solo el móvil que la envió o el anfitrión de la partida pueden quitarla",
    "game {code}: only the phone that keeps the rolls can add or take back a roll":
        "partida {code}: solo el móvil que lleva las tiradas puede añadir o deshacer una tirada",
    "game {code}: this link to keep the rolls is used already or wrong; ask the phone that keeps the rolls "
    "for a new one":
        "partida {code}: este enlace para llevar las tiradas ya se usó o no es válido; "
        "pide uno nuevo al móvil que lleva las tiradas",
}
