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
    "{file}: no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "{file}: nenhuma folha de pontuação encontrada (sem marcas nem grelha de casas do bloco {pads:list})",
    "{file}: no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "{file}: nenhuma folha de pontuação encontrada: uma grelha de {count} quadrados não é o bloco {pads:list}",
    "{file}: empty file":
        "{file}: ficheiro vazio",
    "{file}: could not be read ({error:any})":
        "{file}: não foi possível ler ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "folha incompleta: {empty} de {spaces} casas estão vazias; pontuada tal como está",
    "the JPEG is damaged ({detail:any}); check the reading":
        "o JPEG está danificado ({detail:any}); verifique a leitura",
    "only {count} of 4 corner markers seen": "só se veem {count} das 4 marcas dos cantos",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "desfocada demais para ler (desfoque {blur} mm): segure o celular parado, mais luz ou chegue mais perto",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloco {pad}{sheet}: fotografe de novo: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "a folha aparece pequena na foto (casas de cerca de {size} px): "
        "os números leem-se com menos segurança; fotografe-a mais de perto",
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
}
