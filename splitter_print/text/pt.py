"""The catalogue in Portuguese, as written in Portugal (the words of the Portuguese pad: bloco,
folha, casa, total). Counts are in digits: Portuguese numbers agree in gender."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "os {number}: {parts}: {points}",
    "{number}s: 0": "os {number}: 0",
    "{line} ({wasted} score nothing)": "{line} ({wasted} não pontuam)",
    "{count:w} lone 1s": ("uma casa isolada", "{count} casas isoladas"),
    "{count:w} separate groups of {number:w} {number}s": (
        "um grupo de {number} casas", "{count} grupos separados de {number} casas"),
    "{count:w} lone 1s, each on {stars} ({number} x {factor})": (
        "uma casa isolada {stars} ({number} × {factor})",
        "{count} casas isoladas, cada uma {stars} ({number} × {factor})"),
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})": (
        "um grupo de {number} casas {stars} ({number} × {factor})",
        "{count} grupos de {number} casas, cada um {stars} ({number} × {factor})"),
    "{count:w} stars": ("numa estrela", "em {count} estrelas"),
    "{count:w} connected {number}s": "{count} casas de {number} ligadas",
    "{first} and {last}": "{first} e {last}",
    "hearts: {count:w} {number}s: {points}": "corações: {count} vezes o {number}: {points}",
    "hearts: not all filled: 0": "corações: nem todos preenchidos: 0",
    "hearts: {numbers:list} are not all the same: 0": "corações: {numbers:list} não são todos iguais: 0",
    "star bonus (counted above): {points}": "bónus de estrela (já somado acima): {points}",
    "total: {total}": "total: {total}",
    "total: {total} ({rating})": "total: {total} ({rating})",
    "{file}: pad {pad}": "{file}: bloco {pad}",
    "{file}: warning: {warning}": "{file}: aviso: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: bloco {pad}{sheet}{serial} (reconhecimento: {engine})",
    ", sheet {number} of {count}": ", folha {number} de {count}",
    ", serial {serial}": ", n.º de série {serial}",
    "warning: {warning}": "aviso: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "verifique estas casas (linha,coluna): {doubts:list}; corrija com --fix L,C=N",
    "{cell} ({value}?)": "{cell} ({value}?)",
    "empty": "vazia",
    "rolls: {line}": "lançamentos: {line}",
    "reading photos": "a ler as fotos",
    "wrote {path:any}": "escrito: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: linha {row}, coluna {col}",
    "picture: {picture:any}":
        "imagem: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps": "lido: {value}; número 1-6, - vazia, Enter mantém",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: não há mais respostas; as restantes casas duvidosas ficam como foram lidas",
    "please type 1-6, - or just Enter": "escreva 1-6, - ou apenas Enter",
    "--fix {fix}: not applied, {file} could not be read":
        "--fix {fix}: não aplicado, não foi possível ler {file}",
    "note: {note}": "nota: {note}",
    "rolls ({source}): {rolls}": "lançamentos ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "jogo {number}, lançamentos ({source}): {rolls}",
    "given": "indicados",
    "estimated": "deduzidos das folhas",
    "no sheet could be scored": "não foi possível pontuar nenhuma folha",
    "place": "lugar",
    "sheet": "folha",
    "total": "total",
    "best": "melhor",
    "pad": "bloco",
    "notes": "notas",
    "game {number}:": "jogo {number}:",
    "flagged: {reason} (see below)": "assinalada: {reason} (ver abaixo)",
    "{count} space(s) corrected by the rolls": (
        "{count} casa corrigida pelos lançamentos", "{count} casas corrigidas pelos lançamentos"),
    "{count} space(s) corrected by the rolls and the player's own hand": (
        "{count} casa corrigida pelos lançamentos e pela letra do jogador",
        "{count} casas corrigidas pelos lançamentos e pela letra do jogador"),
    "{count} to check": "{count} por verificar",
    "{count} spaces fixed by hand ({cells})": (
        "{count} casa corrigida à mão ({cells})", "{count} casas corrigidas à mão ({cells})"),
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}; fica como foi lida. Veja o papel:",
    "if the paper says so, run the same command again with: {options}":
        "se o papel o confirmar, execute de novo o mesmo comando com: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "o melhor possível no bloco {pad} com estes lançamentos: {total} (demonstrado)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "o melhor possível no bloco {pad} com estes lançamentos: {total} (não demonstrado: no máximo {bound})",
    "Splitter game night": "Noite de jogos de Splitter",
    "Rolls ({source}): {rolls}": "Lançamentos ({source}): {rolls}",
    "none": "nenhum",
    "Place": "Lugar",
    "Sheet": "Folha",
    "Total": "Total",
    "Behind": "Diferença",
    "To check": "Por verificar",
    "Status": "Estado",
    "What to do": "O que fazer",
    "winner": "vencedor",
    "ok": "certa",
    "flagged": "assinalada",
    "{reason}; look at the paper:": "{reason}; veja o papel:",
    "Photos that could not be read": "Fotos que não foi possível ler",
    "made by splitter_print {version}": "feito com splitter_print {version}",
    "does not hold the rolls": "não contém os lançamentos",
    "does not seem to hold these rolls":
        "não parece conter estes lançamentos",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "{count} dos seus pares não estão entre os lançamentos: a folha de outro jogo, ou o registo de outro jogo?",
    "disagrees with {name}": "não coincide com {name}",
    "{name} (sheet {number})": "{name} (folha {number})",
    "this sheet {reason}; kept as read, please check:": "esta folha {reason}; fica como foi lida, verifique:",
    "corrected {cells:list} to fit the rolls": "{cells:list} corrigidas para bater com os lançamentos",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "{cells:list} corrigidas para bater com os lançamentos: cada uma parece-se com a forma como este jogador "
        "escreve, noutras casas da folha, o número que os lançamentos lhe dão",
    "holds exactly the rolled pairs": "contém exatamente os pares lançados",
    "the reading fits the rolls only by overruling clear digits":
        "a leitura só bate com os lançamentos se ignorar números lidos com clareza",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "cada alteração lê um {read} onde os lançamentos pedem um {rolled}: se este jogador escreve assim o "
        "{rolled}, peça-lhe que preencha a faixa de calibração (de 1 a 6, uma vez) para o leitor aprender a sua letra",
    "to hold the rolls: {changes:list}": "para bater com os lançamentos: {changes:list}",
    "to hold the rolls, one of these (the rolls cannot say which): {choices}":
        "para bater com os lançamentos, uma destas (os lançamentos não dizem qual): {choices}",
    "to match {name}: {changes:list}": "para coincidir com {name}: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} seria {value} (lido: {read})",
    "holds {mine:list} where {name} holds {theirs:list}": "tem {mine:list} onde {name} tem {theirs:list}",
    "nothing": "nada",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "{flagged} de {count} folhas não coincidem com as outras: estas fotos parecem ser de mais de um jogo, por "
        "isso cada folha é lida à parte",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "{flagged} de {count} folhas têm lançamentos diferentes das restantes: estas fotos são de {games} jogos, "
        "classificados à parte",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "as duas folhas têm pares diferentes e com duas folhas não se consegue saber qual está certa: ambas ficam "
        "assinaladas e como foram lidas",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "uma só folha: sem registo de lançamentos não há com que a comparar; é lida à parte",
    "missing {pair}: rolled, but not on the sheet": "falta {pair}: saiu nos dados, mas não está na folha",
    "missing {pair} twice: rolled, but not on the sheet":
        "falta {pair} duas vezes: saiu nos dados, mas não está na folha",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "falta {pair} {count} vezes: saiu nos dados, mas não está na folha",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "{pair} a mais na linha {row}: está na folha, mas não saiu nos dados",
    "row {row} column {col}: written, but its mirror space is empty":
        "linha {row}, coluna {col}: preenchida, mas a casa simétrica está vazia",
    "{file}: no score sheet found":
        "{file}: nenhuma folha de pontuação encontrada",
    "{file}: empty file":
        "{file}: ficheiro vazio",
    "{file}: could not be read ({error:any})":
        "{file}: não foi possível ler ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "folha incompleta: {empty} de {spaces} casas estão vazias; pontuada tal como está",
    "the JPEG is damaged ({detail:any}); check the reading":
        "o JPEG está danificado ({detail:any}); verifique a leitura",
    "only {count} of 4 corner markers seen": "só se veem {count} das 4 marcas dos cantos",
    "too blurred to find a score sheet (blur at least {blur} mm): hold the phone still, add light, "
        "or come closer":
        "desfocada demais para encontrar uma folha de pontuação (desfoque de pelo menos {blur} mm): "
        "segure o celular parado, mais luz ou chegue mais perto",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "desfocada demais para ler (desfoque {blur} mm): segure o celular parado, mais luz ou chegue mais perto",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloco {pad}{sheet}: fotografe de novo: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "a folha aparece pequena na foto (casas de cerca de {size} px): "
        "os números leem-se com menos segurança; fotografe-a mais de perto",
    "the pad letter printed on the sheet reads {letter}, not {pad}: check the pad":
        "a letra do bloco impressa na folha diz {letter}, não {pad}: verifique o bloco",
    "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model":
        "lido pelo Tesseract, um recurso para dígitos impressos: com letra à mão é menos fiável do que o modelo "
        "",
    "tesseract, a fallback for printed digits":
        "Tesseract, recurso para dígitos impressos",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "o bloco {other} encaixa quase tão bem como o bloco {pad} ({score} contra {best}): confirme o bloco",
    "ignored the QR code: {detail:any}": "código QR ignorado: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "Bloco {name}",
    " (sheet {number})": " (folha {number})",
    "{number:d}s": "Os {number}",
    "star bonus (in the above)": "bónus de estrela (já somado)",
    "hearts": "corações",
    "scoring group": "grupo que pontua",
    "scores nothing": "não pontua",
    "check this space": "verifique esta casa",
    "{count} spaces to check": ("Por verificar: {count} casa", "Por verificar: {count} casas"),
    "every space read clearly": "todas as casas lidas com clareza",
    "what the rolls would have here": "o que os lançamentos teriam aqui",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: {count} {count:folha/folhas} do bloco {pad} em {pages} {pages:página/páginas}",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: contém exatamente os {count} pares lançados",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: não bate com os {count} lançamentos em {rolls:any}",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "a folha do bloco {pad} está cheia: não há lugar para o lançamento {roll}",
    "the roll log is empty: advice is for the newest roll":
        "o registo de lançamentos está vazio: o conselho é para o último lançamento",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "a folha não contém os {count} lançamentos anteriores ao último: {problems:parts}",
    "and {count} more":
        "e mais {count}",
    "round {number} of {rounds}: rolled {first} {second}":
        "ronda {number} de {rounds}: saiu {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}": "{rank}. {placement}: esperado {expected:.1f}",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "linha {row}: {left} na coluna {left_col}, {right} na coluna {right_col}",
    "place (1-{count}, Enter = 1, ? = list all)": "opção (1-{count}, Enter = 1, ? = ver todas)",
    "your sheet:": "a sua folha:",
    "best possible with these rolls: {total}; you scored {score}":
        "o melhor possível com estes lançamentos: {total}; a sua pontuação: {score}",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "o melhor possível com estes lançamentos: {total} (não demonstrado: até {bound}); a sua pontuação: {score}",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "melhor folha para {count} lançamentos no bloco {pad}: {total}, demonstrado que é o melhor possível "
        "({seconds:.1f} s)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "melhor folha para {count} lançamentos no bloco {pad}: {total}, não demonstrado: uma folha pode chegar a "
        "{bound} ({gap} mais) ({seconds:.1f} s)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "lançamento {first} {second} no bloco {pad}: {count} opções, a melhor primeiro (pontuação final esperada)",
    "({playouts} playouts)": "({playouts} jogos simulados)",
    "weighing the places": "comparando as opções",
    "= places the playouts cannot tell apart: any of them will do":
        "= opções que os jogos simulados não distinguem: qualquer uma serve",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "procurando a melhor folha possível para estes lançamentos (--no-best pula isto)",
    "Game {number}":
        "Jogo {number}",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "ainda sem vencedor: {names:any} lidera com {total} pontos, a verificar no papel",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} vence com {total} pontos, {lead} à frente",
    "{names:any} share the win with {total} points":
        "{names:any} partilham a vitória com {total} pontos",
    "{name:any} scored {total} points":
        "{name:any}: {total} pontos",
    "best possible with these rolls: {total}":
        "máximo possível com estes lançamentos: {total}",
    "? = reading still to check":
        "? = leitura por verificar",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "o registo tem {rolls} lançamentos e esta folha {written} pares escritos: é lida sem os lançamentos",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} casas, {stars} estrelas, {rounds} rondas, no máximo {best} pontos",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} casas, {stars} estrelas, {hearts} corações (+{bonus}), "
        "{rounds} rondas, no máximo {best} pontos",
    "Pad {pad}":
        "Bloco {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] casa   [*] estrela (x2)   [h] coração   | linha central",
    "stars:  {cells:any}":
        "estrelas: {cells:any}",
    "hearts: {cells:any}":
        "corações: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "corações: {cells:any} (todos iguais: +{bonus})",
    "row {row} column {col}":
        "linha {row}, coluna {col}",
    "fingerprint: {fingerprint}   from: {source:any}":
        "impressão digital: {fingerprint}   de: {source:any}",
    "notes: {notes:any}":
        "notas: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "diário {day}: {total} de {best} possíveis",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "diário {day}: {total} de {best} possíveis (não demonstrado: até {bound})",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "Splitter diário {day} · bloco {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "Splitter diário",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "diário {day}: a folha não contém os {count} lançamentos do dia no bloco {pad}:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "idioma desconhecido {lang!r}; escolha um de {languages:list}",
    "photo":
        "foto",
    "{file}: not a photo; take a photo of the sheet with the phone's camera":
        "{file}: não é uma foto; fotografe a folha com a câmara do telemóvel",
    "{file}: every reader is busy; send it again in {seconds} seconds":
        "{file}: todos os leitores estão ocupados; envie-a de novo daqui a {seconds} segundos",
    "{file}: the reader stopped while reading it (out of memory?); send it again, or a smaller photo":
        "{file}: o leitor parou ao lê-la (falta de memória?); envie-a de novo, ou uma foto mais pequena",
    "{file}: cannot encode the sheet's picture":
        "{file}: não é possível guardar a imagem da folha",
    "{file}: the stored picture of the sheet is damaged":
        "{file}: a imagem guardada da folha está danificada",
    "sheet {sheet}: cannot encode the picture":
        "folha {sheet}: não é possível guardar a imagem",
    "board: choose one of {boards:list}":
        "bloco: escolha {boards:list}",
    "dice: give two numbers from 1 to 6, e.g. [3, 5]":
        "dados: dois números de 1 a 6, p. ex. [3, 5]",
    "player: give the player's name":
        "nome: escreva o nome do jogador",
    "player: a name of at most {count} characters, please":
        "nome: no máximo {count} caracteres, por favor",
    "player: the name holds control characters":
        "nome: o nome contém caracteres de controlo",
    "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)":
        "correção: [[linha, coluna, número], ...] com número 1-6 (null para um espaço vazio)",
    "fix: {problem}":
        "correção: {problem}",
    "game {code} has no roll to take back":
        "o jogo {code} não tem nenhum lançamento para desfazer",
    "upload: larger than the limit of {megabytes} MB; send a smaller photo":
        "envio: maior do que o limite de {megabytes} MB; envie uma foto mais pequena",
    "request body: not valid JSON":
        "corpo do pedido: não é JSON válido",
    "request body: send a JSON object with '{name}'":
        "corpo do pedido: envie um objeto JSON com '{name}'",
    "{where}: give a whole number":
        "{where}: um número inteiro, por favor",
    "{where}: not a valid value":
        "{where}: não é um valor válido",
    "lang: choose one of {languages:list}":
        "idioma: escolha um de {languages:list}",
    "server: an internal error ({kind}); try again, and tell whoever runs the server if it stays":
        "servidor: um erro interno ({kind}); tente de novo e, se continuar, avise quem gere o servidor",
    "request: the form could not be read; send the player's name and one photo":
        "pedido: não foi possível ler o formulário; envie o nome do jogador e uma foto",
    "request: refused ({status})":
        "pedido: recusado ({status})",
    "not found: check the address":
        "não encontrado: verifique o endereço",
    "this address does not take this request":
        "este endereço não aceita este pedido",
    "{problem}; {remedy}":
        "{problem}; {remedy}",
    "choose pad {pad} above":
        "escolha acima o bloco {pad}",
    "start a new game on pad {pad} for this sheet":
        "comece um jogo novo com o bloco {pad} para esta folha",
    "photo: send the sheet's photo as the multipart file field 'photo'":
        "foto: envie a foto da folha como ficheiro no campo multipart 'photo'",
    "request body: send a JSON object with 'date', 'pad' and 'grid'":
        "corpo do pedido: envie um objeto JSON com 'date', 'pad' e 'grid'",
    "date: write the day as YYYY-MM-DD":
        "data: escreva o dia como AAAA-MM-DD",
    "{variable}: not set; start the server with splitter serve":
        "{variable}: não definida; inicie o servidor com splitter serve",
    # Files that cannot be read (game.textfile, reading.photo.load).
    "a roll log":
        "um registo de lançamentos",
    "a layout file":
        "um ficheiro de layout",
    "a sheet file":
        "um ficheiro de folha",
    "a photo":
        "uma foto",
    "a named pipe (FIFO)":
        "um pipe com nome (FIFO)",
    "a character device":
        "um dispositivo de caracteres",
    "a block device":
        "um dispositivo de blocos",
    "a socket":
        "um socket",
    "something other than a file":
        "algo que não é um ficheiro",
    "{file}: cannot read: {error:any}":
        "{file}: não é possível ler: {error:any}",
    "{file}: too large for {what} (over {amount})":
        "{file}: grande demais para {what} (mais de {amount})",
    "{file}: is a directory, not {what}":
        "{file}: é uma pasta, não {what}",
    "{file}: is {kind}; {what} must be a regular file":
        "{file}: é {kind}; {what} tem de ser um ficheiro normal",
    "{file}: damaged UTF-16 text; save it as UTF-8":
        "{file}: texto UTF-16 danificado; guarde-o como UTF-8",
    "{file}: UTF-16 text without a byte-order mark; save it as UTF-8":
        "{file}: texto UTF-16 sem marca de ordem de bytes; guarde-o como UTF-8",
    "{file}: binary data, not {what}":
        "{file}: dados binários, não {what}",
    "{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8":
        "{file}: não é texto UTF-8 (byte 0x{byte:02x} na linha {line}); guarde-o como UTF-8",
    "JPEG, PNG, WebP, TIFF, BMP or HEIC":
        "JPEG, PNG, WebP, TIFF, BMP ou HEIC",
    "{file}: cannot decode this JPEG file again at full size":
        "{file}: não é possível descodificar de novo este JPEG em tamanho completo",
    "{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}":
        "{file}: é um GIF (uma animação ou um gráfico), não uma foto; envie a foto como {kinds}",
    "{file}: not an image (expected {kinds})":
        "{file}: não é uma imagem (esperado: {kinds})",
    "{file}: truncated {kind} (the file ends before the picture does); copy it again":
        "{file}: {kind} cortado (o ficheiro acaba antes da imagem); copie-o de novo",
    "{file}: cannot decode this {kind} file (damaged or an unsupported variant)":
        "{file}: não é possível descodificar este ficheiro {kind} (danificado ou uma variante não suportada)",
    "{file}: no such file":
        "{file}: o ficheiro não existe",
    "{file}: permission denied":
        "{file}: permissão negada",
    "{file}: no photo piped in":
        "{file}: nenhuma foto recebida pelo pipe",
    "{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); or export the photo as JPEG":
        "{file}: as fotos HEIC precisam de pillow-heif (pip install 'splitter-print[heic]'); ou exporte a foto como "
        "JPEG",
    "{file}: too many pixels (over {limit:,}); is it really a photo?":
        "{file}: píxeis a mais (mais de {limit:,}); é mesmo uma foto?",
    "{file}: damaged {kind} header (no image can be opened from it)":
        "{file}: cabeçalho {kind} danificado (não é possível abrir nenhuma imagem)",
    "{file}: damaged {kind} header ({detail:any})":
        "{file}: cabeçalho {kind} danificado ({detail:any})",
    "{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo down":
        "{file}: píxeis a mais ({width} × {height} = {pixels:,}, limite {limit:,}); reduza a foto",
    "{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each side":
        "{file}: pequena demais ({width} × {height} píxeis); uma folha precisa de pelo menos {side} píxeis de cada "
        "lado",
    # The reader's refusals and warnings (reading.scan, reading.locate, reading.budget, reading.recognise).
    "row {row} column {col} is not a space on pad {pad}":
        "linha {row}, coluna {col} não é uma casa do bloco {pad}",
    "{file}: the fix {cell}: {problem}":
        "{file}: a correção {cell}: {problem}",
    "{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)":
        "{fix!r} não é uma correção: escreva LINHA,COLUNA=NÚMERO, p. ex. 3,0=5 (ou 3,0=- para vazia)",
    "pad {pad}":
        "o bloco {pad}",
    "pad {pad} of another layout (fingerprint {found}, not {expected})":
        "o bloco {pad} de outro layout (impressão digital {found}, não {expected})",
    "{where}: the sheet's QR code says {said}, not pad {asked}":
        "{where}: o código QR da folha diz {said}, não o bloco {asked}",
    "{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it again":
        "{file}: {problem}; o JPEG está danificado ({detail:any}), talvez seja por isso: envie-o de novo",
    "{file}: {problem}":
        "{file}: {problem}",
    "{file}: sheet {number}":
        "{file}: folha {number}",
    "no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "nenhuma folha de pontuação encontrada: uma grelha de {count} quadrados não é o bloco {pads:list}",
    "no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "nenhuma folha de pontuação encontrada (sem marcas nem grelha de casas do bloco {pads:list})",
    "no QR code read: pad {pad} chosen over pad {other} by its spaces":
        "nenhum código QR lido: escolhido o bloco {pad} em vez do {other} pelas casas",
    "pad {other} fits almost as well as pad {pad}: check the pad":
        "o bloco {other} encaixa quase tão bem como o bloco {pad}: verifique o bloco",
    "too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; photograph the sheet "
    "alone, filling most of the picture":
        "formas a mais ({count:,} {kind}; procuram-se no máximo {most:,}): não é uma folha de pontuação; fotografe a "
        "folha sozinha, a ocupar quase toda a imagem",
    "squares":
        "quadrados",
    "outlines":
        "contornos",
    "markers":
        "marcas",
    "the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one among too many shapes; "
    "photograph the sheet alone":
        "a procura de uma folha levou mais de {seconds:g} segundos de CPU: não é uma folha de pontuação, ou está "
        "entre formas a mais; fotografe a folha sozinha",
    "the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one among too many shapes; photograph "
    "the sheet alone":
        "a procura de uma folha precisou de mais de {megabytes:g} MB: não é uma folha de pontuação, ou está entre "
        "formas a mais; fotografe a folha sozinha",
    "the trained digit model cannot be loaded ({error:any})":
        "não é possível carregar o modelo de dígitos treinado ({error:any})",
    "unknown engine {name!r}; choose one of {names:list}":
        "motor desconhecido {name!r}; escolha um de {names:list}",
    "tesseract is not installed; install the Debian package tesseract-ocr":
        "o tesseract não está instalado; instale o pacote Debian tesseract-ocr",
    # The command line's remedies and notes (cli.common): what to do, with its options.
    "{problem}; scan it with --board {pad} or --board auto":
        "{problem}; leia-a com --board {pad} ou --board auto",
    "{problem}; give the layout file it was printed from with --board FILE":
        "{problem}; indique o ficheiro de layout de onde foi impressa com --board FICHEIRO",
    "{problem} (for your own layout give --board FILE)":
        "{problem} (para um layout próprio, indique --board FICHEIRO)",
    "{problem}; use --engine {engine}": "{problem}; utilize --engine {engine}",
    "{problem}; print the rest with another run, --first-serial {next}":
        "{problem}; imprima o resto noutra execução, --first-serial {next}",
    "{problem}; pipe one, e.g. splitter scan - < photo.jpg":
        "{problem}; envie uma por um pipe, p. ex. splitter scan - < foto.jpg",
    "--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once":
        "--jobs {jobs}: aqui só há {cores} núcleos de CPU, por isso leem-se {cores} fotos de cada vez",
    # Notes on what was read of a photo (reading.photo.pdf, night.table).
    "the photo holds {count} sheets; only the first was read: upload one photo per sheet":
        "a foto tem {count} folhas; só a primeira foi lida: envie uma foto por folha",
    "the PDF has {count} pages; only the first was read (name another as {file}#p2)":
        "o PDF tem {count} páginas; só a primeira foi lida (indique outra como {file}#p2)",
    # Roll logs, layouts, sheets, the best sheet and the daily game that cannot be used (game).
    "{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41":
        "{file}:{line}: {token!r} não é um lançamento; escreva dois números de 1 a 6, como 41",
    "{file}:{line}: {char} is not a die number (1-6) in roll {token!r}":
        "{file}:{line}: {char} não é um número de dado (1-6) no lançamento {token!r}",
    "{file}:{line}: {char} is not a die number (1-6)":
        "{file}:{line}: {char} não é um número de dado (1-6)",
    "{file}:{line}: a lone die {die} before roll {token!r}; write both numbers of each roll":
        "{file}:{line}: um dado solto {die} antes do lançamento {token!r}; escreva os dois números de cada lançamento",
    "{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers":
        "{file}:{line}: um dado solto {die} no fim da linha; um lançamento precisa de dois números",
    "{file}: no rolls in this roll log (write them as 41 54 33 ...)":
        "{file}: não há lançamentos neste registo (escreva-os assim: 41 54 33 ...)",
    "{count} rolls but pad {pad} has room for {room}":
        "{count} lançamentos, mas o bloco {pad} tem lugar para {room}",
    "the hint sheet does not hold exactly these {count} rolls on pad {pad}":
        "a folha de sugestão não tem exatamente estes {count} lançamentos no bloco {pad}",
    "the date":
        "a data",
    "the pad":
        "o bloco",
    "the sheet's pad":
        "o bloco da folha",
    "{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01":
        "{source}: {text!r} não é uma data; escreva AAAA-MM-DD, p. ex. 2026-12-01",
    "{source}: {text} is not a day of the calendar; write YYYY-MM-DD":
        "{source}: {text} não é um dia do calendário; escreva AAAA-MM-DD",
    "{source}: the daily game is dealt for pads {pads}, not {pad!r}":
        "{source}: o jogo do dia é para os blocos {pads}, não para {pad!r}",
    "the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped pads {pads}":
        "o bloco da folha: um layout próprio chamado {pad!r}; o jogo do dia é para os blocos incluídos {pads}",
    "the sheet is on pad {pad}, the day's best is for pad {best}":
        "a folha é do bloco {pad}, o melhor do dia é para o bloco {best}",
    "{file}: not valid TOML: {error:any}":
        "{file}: TOML inválido: {error:any}",
    "{file}: TOML nested too deep for a layout":
        "{file}: TOML aninhado demais para um layout",
    "missing key \"name\" (a short text such as \"A\")":
        "falta a chave \"name\" (um texto curto como \"A\")",
    "\"title\" and \"notes\" must be text":
        "\"title\" e \"notes\" têm de ser texto",
    "\"heart_bonus\" must be a whole number of 0 or more":
        "\"heart_bonus\" tem de ser um número inteiro de 0 ou mais",
    "missing key \"pattern\" (the pad drawn as text in a \"\"\" block)":
        "falta a chave \"pattern\" (o bloco desenhado como texto num bloco \"\"\")",
    "the pattern is empty":
        "o padrão está vazio",
    "the pattern has {rows} rows; at most {most} are allowed":
        "o padrão tem {rows} linhas; são permitidas no máximo {most}",
    "unknown character {char!r} in row {row} column {col}; use # space, * star, h heart, . no space":
        "carácter desconhecido {char!r} na linha {row}, coluna {col}; use # casa, * estrela, h coração, . sem casa",
    "row {row} is {width} wide but row 0 is {first}; every row must be as wide":
        "a linha {row} tem {width} de largura mas a linha 0 tem {first}; todas as linhas têm de ter a mesma largura",
    "row {row} is {width} wide; rows need an even width to split at the centre line":
        "a linha {row} tem {width} de largura; as linhas precisam de largura par para se dividirem na linha central",
    "row {row} is {width} wide; at most {most} are allowed":
        "a linha {row} tem {width} de largura; são permitidas no máximo {most}",
    "row {row} is not mirror-symmetric: column {col} and column {mirror} must both be spaces or both holes":
        "a linha {row} não é simétrica: as colunas {col} e {mirror} têm de ser ambas casas ou ambas buracos",
    "the pattern has no space":
        "o padrão não tem nenhuma casa",
    "{file}: \"{key}\" must be a list of [row, column] pairs":
        "{file}: \"{key}\" tem de ser uma lista de pares [linha, coluna]",
    "star":
        "estrela",
    "heart":
        "coração",
    "{file}: \"{key}\" entry {item!r} is not a [row, column] pair":
        "{file}: a entrada {item!r} de \"{key}\" não é um par [linha, coluna]",
    "{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of {cols})":
        "{file}: {what} na linha {row}, coluna {col} está fora do padrão ({rows} linhas de {cols})",
    "{file}: {what} at row {row} column {col} is on a hole, not a space":
        "{file}: {what} na linha {row}, coluna {col} está num buraco, não numa casa",
    "{name}: no such pad; known pads are {known:list}, or give a .toml file":
        "{name}: esse bloco não existe; os conhecidos são {known:list}, ou indique um ficheiro .toml",
    "row {row} column {col} holds {number!r}; only 1-6 may be written":
        "a linha {row}, coluna {col} tem {number!r}; só se pode escrever de 1 a 6",
    "no grid rows found":
        "nenhuma linha da grelha encontrada",
    "bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)":
        "carácter errado {char!r} na linha {row}, coluna {col}; use 1-6, - (vazia) ou . (sem casa)",
    "the grid has {count} rows but pad {pad} has {rows}":
        "a grelha tem {count} linhas mas o bloco {pad} tem {rows}",
    "the grid ends after {count} rows but pad {pad} has {rows}":
        "a grelha acaba após {count} linhas mas o bloco {pad} tem {rows}",
    "row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without its . gaps)":
        "a linha {row} tem {width} de largura; as linhas do bloco {pad} têm {cols} (esta, {spaces} sem os buracos .)",
    "row {row} column {col} is a space on pad {pad}; write - if it is empty":
        "a linha {row}, coluna {col} é uma casa do bloco {pad}; escreva - se estiver vazia",
    "row {row} column {col} is not a space on pad {pad} but holds {char!r}":
        "a linha {row}, coluna {col} não é uma casa do bloco {pad} mas tem {char!r}",
    "{file}:{line}: not valid JSON: {error:any}":
        "{file}:{line}: JSON inválido: {error:any}",
    "{file}: JSON nested too deep for a sheet":
        "{file}: JSON aninhado demais para uma folha",
    "{file}: JSON sheets need a \"grid\" list of text rows":
        "{file}: as folhas JSON precisam de uma lista \"grid\" de linhas de texto",
    "{file}: every \"grid\" entry must be a text row":
        "{file}: cada entrada de \"grid\" tem de ser uma linha de texto",
    "{file}: \"board\" must be a pad name such as \"A\"":
        "{file}: \"board\" tem de ser um nome de bloco como \"A\"",
    "{file}: {name}: no such pad; known pads are {known:list}":
        "{file}: {name}: esse bloco não existe; os conhecidos são {known:list}",
    # A night's fixes and names that cannot be used (night.batch).
    "the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna":
        "o nome {name!r}: escreva FOTO=JOGADOR, p. ex. anna.jpg=Anna",
    "the name {name}: no such photo (or sheet) in this night":
        "o nome {name}: não há essa foto (nem essa folha) nesta noite",
    "{file}: no photos in this folder ({kinds:list})":
        "{file}: não há fotos nesta pasta ({kinds:list})",
    "the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo holding "
    "several; DIGIT - for empty)":
        "a correção {fix}: escreva FOTO:LINHA,COLUNA=NÚMERO, p. ex. anna.jpg:3,1=6 (FOTO#N:... para a folha N de uma "
        "foto com várias; NÚMERO - para vazia)",
    "the fix {fix}: no photo {photo} in this batch (name it by its path as given or by its file name)":
        "a correção {fix}: não há nenhuma foto {photo} neste lote (indique-a pelo caminho dado ou pelo nome do "
        "ficheiro)",
    "the fix {fix}: {photo} could be {matches}; give its path":
        "a correção {fix}: {photo} pode ser {matches}; indique o caminho",
    "the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...":
        "a correção {fix}: {photo} tem {count} folhas; diga qual, p. ex. {photo}#1:{cell}=...",
    "the fix {fix}: {photo} holds one sheet, not {sheet}":
        "a correção {fix}: {photo} tem uma folha, não {sheet}",
    "the fix {fix}: {photo} holds {count} sheets, not {sheet}":
        "a correção {fix}: {photo} tem {count} folhas, não {sheet}",
    "the fix {fix}: {problem}":
        "a correção {fix}: {problem}",
    # Joining names.
    "{first} or {last}":
        "{first} ou {last}",
    # Writing files, printing pads, QR codes, PDFs and the game-night store (atomic, paper, printing, night).
    "{file}: cannot write: {error:any}":
        "{file}: não é possível escrever: {error:any}",
    "{folder}: cannot make the folder: {error:any}":
        "{folder}: não é possível criar a pasta: {error:any}",
    "{file}: cannot encode the picture":
        "{file}: não é possível codificar a imagem",
    "{count} rolls do not fit on pad {pad}, which holds {room}":
        "{count} lançamentos não cabem no bloco {pad}, que leva {room}",
    "grid: send the sheet as a list of text rows, e.g. [\"..1535..\", ...]":
        "grid: envie a folha como uma lista de linhas de texto, p. ex. [\"..1535..\", ...]",
    "{file}: not a photo (send {kinds})":
        "{file}: não é uma foto (envie {kinds})",
    "server: cannot keep the photo ({error:any}); tell whoever runs the server":
        "servidor: não é possível guardar a foto ({error:any}); avise quem gere o servidor",
    "game {code}: too many rolls recorded at once; try again":
        "jogo {code}: lançamentos a mais registados ao mesmo tempo; tente de novo",
    "no game {code!r}: check the code":
        "não há nenhum jogo {code!r}: verifique o código",
    "game {code} has no sheet {sheet}":
        "o jogo {code} não tem a folha {sheet}",
    "{folder}: cannot make the data folder: {error:any}":
        "{folder}: não é possível criar a pasta de dados: {error:any}",
    "{database}: cannot open the database: {error:any}":
        "{database}: não é possível abrir a base de dados: {error:any}",
    "this photo is {owner}'s sheet already: photograph {player}'s sheet":
        "esta foto já é a folha de {owner}: fotografe a folha de {player}",
    "game {code}: holds {count} sheets, the most a game takes; start another game for more players":
        "jogo {code}: tem {count} folhas, o máximo de um jogo; comece outro jogo para mais jogadores",
    "game {code}: all {rounds} rolls are in; the game is over":
        "jogo {code}: os {rounds} lançamentos já estão todos; o jogo acabou",
    "unknown paper {paper!r}; choose one of {papers:list}":
        "papel desconhecido {paper!r}; escolha um de {papers:list}",
    "sheets per page must be one of {choices:list}, not {count}":
        "as folhas por página têm de ser {choices:list}, não {count}",
    "{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; use fewer per page":
        "{count} folhas por página {paper} imprimiriam casas de {size:.1f} mm, menos de {least:g} mm; use menos por "
        "página",
    "QR code is not a splitter sheet identity":
        "o código QR não é uma identidade de folha do splitter",
    "QR code text is too long ({count} characters) for a sheet identity":
        "o texto do código QR é longo demais ({count} caracteres) para uma identidade de folha",
    "sheet was printed with design version {version}; this program reads version {ours}":
        "a folha foi impressa com a versão de design {version}; este programa lê a versão {ours}",
    "pad label {pad!r} must be 1-{most} characters A-Z or 0-9":
        "o rótulo do bloco {pad!r} tem de ter 1-{most} caracteres A-Z ou 0-9",
    "layout fingerprint {fingerprint!r} must be 8 lowercase hex digits":
        "a impressão digital do layout {fingerprint!r} tem de ter 8 dígitos hexadecimais minúsculos",
    "sheet serial {serial} must be between 0 and {most}":
        "o número de série {serial} tem de estar entre 0 e {most}",
    "format version {version} must be between 0 and 999":
        "a versão de formato {version} tem de estar entre 0 e 999",
    "the number of sheets must be 1 or more, not {count}":
        "o número de folhas tem de ser 1 ou mais, não {count}",
    "{count} sheets: at most {most} sheets in one PDF":
        "{count} folhas: no máximo {most} folhas num PDF",
    "the first serial number must be 0 or more and leave room for {count} sheets":
        "o primeiro número de série tem de ser 0 ou mais e deixar lugar para {count} folhas",
    "the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}":
        "a tabela de classificação a solo é para jogos de {rounds} rondas; o bloco {pad} tem {held}",
    "{file}: is a directory; give a file name such as pads.pdf":
        "{file}: é uma pasta; indique um nome de ficheiro como pads.pdf",
    "{file}: pads are written as PDF only; give a name ending in .pdf":
        "{file}: os blocos só são escritos em PDF; indique um nome que acabe em .pdf",
    "unknown style {style!r}; choose one of {styles:list}":
        "estilo desconhecido {style!r}; escolha um de {styles:list}",
    "{file}: the pad's name uses characters the pad font lacks ({missing}); rename it":
        "{file}: o nome do bloco usa caracteres que a fonte do bloco não tem ({missing}); mude-lhe o nome",
    "export the page as a JPEG or PNG":
        "exporte a página como JPEG ou PNG",
    "{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium failed on it); "
    "{export}":
        "{file}: não é possível ler este PDF (precisa de mais de {seconds} segundos de CPU ou {megabytes:,} MB, ou o "
        "pdfium falhou com ele); {export}",
    "holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower resolution":
        "tem uma imagem de {width} × {height} = {pixels:,} píxeis (limite {limit:,}); digitalize com menos resolução",
    "{file}#p{page}: {file} is not a PDF, so it has no pages":
        "{file}#p{page}: {file} não é um PDF, por isso não tem páginas",
    "{file}: cannot read this PDF (damaged, or it has no pages)":
        "{file}: não é possível ler este PDF (danificado ou sem páginas)",
    "{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files":
        "{file}: o PDF tem {count:,} páginas (limite {most:,}); divida-o em ficheiros mais pequenos",
    "{file}: the PDF has only {count} pages":
        ("{file}: o PDF só tem {count} página",
         "{file}: o PDF só tem {count} páginas"),
    "{file}: cannot read this page (its JPEG is damaged)":
        "{file}: não é possível ler esta página (o JPEG está danificado)",
    "{file}: the PDF is locked (encrypted); save it again without a password or protection, or {export}":
        "{file}: o PDF está bloqueado (cifrado); guarde-o de novo sem palavra-passe nem proteção, ou {export}",
    "a pad printed by splitter pad, with no photo on it; print it, fill it in, then photograph or scan the sheet":
        "um bloco impresso com splitter pad, sem foto nenhuma; imprima-o, preencha-o e depois fotografe ou digitalize "
        "a folha",
    "the page holds no picture (only text or drawing); scan the sheet, or {export}":
        "a página não tem nenhuma imagem (só texto ou desenho); digitalize a folha, ou {export}",
    "{file}: cannot read this page (damaged)":
        "{file}: não é possível ler esta página (danificada)",
    "{file}: cannot read this PDF (damaged)":
        "{file}: não é possível ler este PDF (danificado)",
    # The command line's own refusals (cli).
    "--host {host} --port {port}: cannot listen there ({error:any})":
        "--host {host} --port {port}: não é possível escutar aí ({error:any})",
    "--geometry needs a pad: splitter layouts A --geometry --json":
        "--geometry precisa de um bloco: splitter layouts A --geometry --json",
    # The command line's usage errors (cli): its options, said in the command's language.
    "{problem} (try '{command} --help')":
        "{problem} (experimente '{command} --help')",
    "only one of SHEET and --rolls can be - (stdin)":
        "só um de FOLHA e --rolls pode ser - (stdin)",
    "only one of --sheet and --rolls can be - (stdin)":
        "só um de --sheet e --rolls pode ser - (stdin)",
    "-o - writes the PDF to standard output, which is a terminal here; redirect it (-o - > pads.pdf) or give a file "
    "name":
        "-o - escreve o PDF na saída padrão, que aqui é um terminal; redirecione-a (-o - > pads.pdf) ou indique um "
        "nome de ficheiro",
    "--share is for a game played here: add --solo":
        "--share é para um jogo jogado aqui: acrescente --solo",
    "--rounds: a daily game is always {rounds} rolls":
        "--rounds: um jogo do dia tem sempre {rounds} lançamentos",
    "only one of --csv and --json can write to stdout":
        "só um de --csv e --json pode escrever na saída padrão",
    "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo":
        "batch lê ficheiros e pastas de fotos, não stdin (-); splitter scan - lê uma foto",
    "--share is for a daily game: add --daily":
        "--share é para um jogo do dia: acrescente --daily",
    "--daily reads against the day's rolls: leave out --rolls and --interactive":
        "--daily lê contra os lançamentos do dia: retire --rolls e --interactive",
    "- (a photo on stdin) can be given only once":
        "- (uma foto pelo stdin) só pode ser dado uma vez",
    "only one of PHOTO and --rolls can be - (stdin)":
        "só um de FOTO e --rolls pode ser - (stdin)",
    "--interactive asks on stdin, so it cannot read a photo from stdin (-)":
        "--interactive pergunta pelo stdin, por isso não pode ler uma foto do stdin (-)",
    # The command line stopped by Ctrl-C (cli.common).
    "interrupted":
        "interrompido",
    "sheet {sheet}: send the sheet's key or the keeper's as the X-Key header":
        "folha {sheet}: envie a chave da folha ou a do anfitrião no cabeçalho X-Key",
    "sheet {sheet}: only the phone that sent it or the game's keeper can remove it":
        "folha {sheet}: só o telemóvel que a enviou ou o anfitrião do jogo a pode remover",
    "game {code}: only the phone that keeps the rolls can add or take back a roll":
        "jogo {code}: só o telemóvel que regista os lançamentos pode adicionar ou desfazer um lançamento",
    "game {code}: this link to keep the rolls is used already or wrong; ask the phone that keeps the rolls "
    "for a new one":
        "jogo {code}: esta ligação para registar os lançamentos já foi usada ou está errada; "
        "peça uma nova ao telemóvel que regista os lançamentos",
}
