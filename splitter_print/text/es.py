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
    "{file}: no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "{file}: no se encontró ninguna hoja de puntuación (sin marcas ni cuadrícula de casillas de la hoja "
        "{pads:list})",
    "{file}: no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "{file}: no se encontró ninguna hoja de puntuación: una cuadrícula de {count} cuadrados no es la hoja "
        "{pads:list}",
    "{file}: empty file":
        "{file}: archivo vacío",
    "{file}: could not be read ({error:any})":
        "{file}: no se pudo leer ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "hoja incompleta: {empty} de {spaces} casillas están vacías; se puntúa tal como está",
    "the JPEG is damaged ({detail:any}); check the reading":
        "el JPEG está dañado ({detail:any}); revisa la lectura",
    "only {count} of 4 corner markers seen": "solo se ven {count} de las 4 marcas de las esquinas",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "demasiado borrosa para leerla (desenfoque {blur} mm): sujeta el móvil quieto, más luz o acércate",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloc {pad}{sheet}: vuelve a fotografiarla: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "la hoja sale pequeña en la foto (casillas de unos {size} px): "
        "sus números se leen con menos seguridad; fotografíala más de cerca",
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
}
