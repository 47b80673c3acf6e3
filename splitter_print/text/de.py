"""The catalogue in German (the words of the German pad: Block, Blatt, Feld, Summe)."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "{number}er: {parts}: {points}",
    "{number}s: 0": "{number}er: 0",
    "{line} ({wasted} score nothing)": "{line} ({wasted} zählen nicht)",
    "{count:w} lone 1s": ("ein einzelnes Feld", "{count:w} einzelne Felder"),
    "{count:w} separate groups of {number:w} {number}s": (
        "eine Gruppe aus {number:w} Feldern", "{count:w} getrennte Gruppen aus je {number:w} Feldern"),
    "{count:w} lone 1s, each on {stars} ({number} x {factor})": (
        "ein einzelnes Feld auf {stars} ({number} × {factor})",
        "{count:w} einzelne Felder, jedes auf {stars} ({number} × {factor})"),
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})": (
        "eine Gruppe aus {number:w} Feldern auf {stars} ({number} × {factor})",
        "{count:w} Gruppen aus je {number:w} Feldern, jede auf {stars} ({number} × {factor})"),
    "{count:w} stars": ("einem Stern", "{count:w} Sternen"),
    "{count:w} connected {number}s": "{count:w} verbundene {number}er",
    "{first} and {last}": "{first} und {last}",
    "hearts: {count:w} {number}s: {points}": "Herzen: {count:w}mal die {number}: {points}",
    "hearts: not all filled: 0": "Herzen: nicht alle ausgefüllt: 0",
    "hearts: {numbers:list} are not all the same: 0": "Herzen: {numbers:list} sind nicht alle gleich: 0",
    "star bonus (counted above): {points}": "Sternbonus (oben enthalten): {points}",
    "total: {total}": "Summe: {total}",
    "total: {total} ({rating})": "Summe: {total} ({rating})",
    "{file}: pad {pad}": "{file}: Block {pad}",
    "{file}: warning: {warning}": "{file}: Warnung: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: Block {pad}{sheet}{serial} (Erkennung: {engine})",
    ", sheet {number} of {count}": ", Blatt {number} von {count}",
    ", serial {serial}": ", Seriennummer {serial}",
    "warning: {warning}": "Warnung: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "diese Felder prüfen (Zeile,Spalte): {doubts:list}; korrigieren mit --fix Z,S=Zahl",
    "{cell} ({value}?)": "{cell} ({value}?)",
    "empty": "leer",
    "rolls: {line}": "Würfe: {line}",
    "reading photos": "Fotos werden gelesen",
    "wrote {path:any}": "geschrieben: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: Zeile {row}, Spalte {col}",
    "picture: {picture:any}":
        "Bild: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps": "gelesen: {value}; Zahl 1-6, - für leer, Enter behält",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: keine weiteren Antworten; die übrigen unsicheren Felder bleiben wie gelesen",
    "please type 1-6, - or just Enter": "bitte 1-6, - oder nur Enter eingeben",
    "--fix {fix}: not applied, {file} could not be read":
        "--fix {fix}: nicht angewandt, {file} konnte nicht gelesen werden",
    "note: {note}": "Hinweis: {note}",
    "rolls ({source}): {rolls}": "Würfe ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "Spiel {number}, Würfe ({source}): {rolls}",
    "given": "vorgegeben",
    "estimated": "aus den Blättern ermittelt",
    "no sheet could be scored": "kein Blatt konnte gewertet werden",
    "place": "Platz",
    "sheet": "Blatt",
    "total": "Summe",
    "best": "Bestwert",
    "pad": "Block",
    "notes": "Hinweise",
    "game {number}:": "Spiel {number}:",
    "flagged: {reason} (see below)": "markiert: {reason} (siehe unten)",
    "{count} space(s) corrected by the rolls": (
        "{count} Feld durch die Würfe korrigiert", "{count} Felder durch die Würfe korrigiert"),
    "{count} space(s) corrected by the rolls and the player's own hand": (
        "{count} Feld durch die Würfe und die Handschrift des Spielers korrigiert",
        "{count} Felder durch die Würfe und die Handschrift des Spielers korrigiert"),
    "{count} to check": "{count} zu prüfen",
    "{count} spaces fixed by hand ({cells})": (
        "{count} Feld von Hand gesetzt ({cells})", "{count} Felder von Hand gesetzt ({cells})"),
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}; bleibt wie gelesen. Sieh auf dem Papier nach:",
    "if the paper says so, run the same command again with: {options}":
        "wenn das Papier es bestätigt, denselben Befehl noch einmal ausführen mit: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "bestmöglich auf Block {pad} mit diesen Würfen: {total} (bewiesen)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "bestmöglich auf Block {pad} mit diesen Würfen: {total} (nicht bewiesen: höchstens {bound})",
    "Splitter game night": "Splitter-Spieleabend",
    "Rolls ({source}): {rolls}": "Würfe ({source}): {rolls}",
    "none": "keine",
    "Place": "Platz",
    "Sheet": "Blatt",
    "Total": "Summe",
    "Behind": "Rückstand",
    "To check": "Zu prüfen",
    "Status": "Status",
    "What to do": "Was tun",
    "winner": "Sieger",
    "ok": "in Ordnung",
    "flagged": "markiert",
    "{reason}; look at the paper:": "{reason}; sieh auf dem Papier nach:",
    "Photos that could not be read": "Fotos, die nicht gelesen werden konnten",
    "made by splitter_print {version}": "erstellt mit splitter_print {version}",
    "does not hold the rolls": "enthält nicht die gewürfelten Paare",
    "does not seem to hold these rolls":
        "scheint nicht zu diesen Würfen zu gehören",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "{count} seiner Paare sind nicht unter den Würfen: "
        "ein Blatt eines anderen Spiels oder das Wurfprotokoll eines anderen Spiels?",
    "disagrees with {name}": "weicht von {name} ab",
    "{name} (sheet {number})": "{name} (Blatt {number})",
    "this sheet {reason}; kept as read, please check:":
        "dieses Blatt {reason}; bleibt wie gelesen, bitte prüfen:",
    "corrected {cells:list} to fit the rolls": "{cells:list} passend zu den Würfen korrigiert",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "{cells:list} passend zu den Würfen korrigiert: jedes sieht so aus, wie dieser Spieler anderswo auf dem "
        "Blatt die Zahl schreibt, die die Würfe ihm geben",
    "holds exactly the rolled pairs": "enthält genau die gewürfelten Paare",
    "the reading fits the rolls only by overruling clear digits":
        "die Lesung passt zu den Würfen nur, wenn klar gelesene Zahlen übergangen werden",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "jede Änderung liest eine {read}, wo die Würfe eine {rolled} verlangen: wenn dieser Spieler die {rolled} "
        "so schreibt, soll er den Kalibrierstreifen ausfüllen (1 bis 6, einmal), damit das Programm seine "
        "Handschrift lernt",
    "to hold the rolls: {changes:list}": "für die Würfe: {changes:list}",
    "to hold the rolls, one of these (the rolls cannot say which): {choices}":
        "für die Würfe eines davon (die Würfe sagen nicht, welches): {choices}",
    "to match {name}: {changes:list}": "für Übereinstimmung mit {name}: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} wäre {value} (gelesen: {read})",
    "holds {mine:list} where {name} holds {theirs:list}":
        "enthält {mine:list}, wo {name} {theirs:list} enthält",
    "nothing": "nichts",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "{flagged} von {count} Blättern weichen von den anderen ab: diese Fotos scheinen aus mehr als einem Spiel "
        "zu stammen, daher wird jedes Blatt für sich gelesen",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "{flagged} von {count} Blättern enthalten andere Würfe als der Rest: diese Fotos stammen aus {games} "
        "Spielen, jedes wird für sich gewertet",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "die beiden Blätter enthalten verschiedene Paare, und bei zwei Blättern lässt sich nicht sagen, welches "
        "stimmt: beide werden markiert und bleiben wie gelesen",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "ein Blatt: ohne Wurfprotokoll gibt es nichts zum Abgleichen; es wird für sich gelesen",
    "missing {pair}: rolled, but not on the sheet": "fehlt: {pair} (gewürfelt, aber nicht auf dem Blatt)",
    "missing {pair} twice: rolled, but not on the sheet":
        "fehlt: {pair} zweimal (gewürfelt, aber nicht auf dem Blatt)",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "fehlt: {pair} {count}-mal (gewürfelt, aber nicht auf dem Blatt)",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "zu viel: {pair} in Zeile {row} (auf dem Blatt, aber nicht gewürfelt)",
    "row {row} column {col}: written, but its mirror space is empty":
        "Zeile {row}, Spalte {col}: beschrieben, aber das Spiegelfeld ist leer",
    "{file}: no score sheet found":
        "{file}: kein Spielblatt gefunden",
    "{file}: empty file":
        "{file}: leere Datei",
    "{file}: could not be read ({error:any})":
        "{file}: konnte nicht gelesen werden ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "teilweise ausgefüllt: {empty} von {spaces} Feldern sind leer; gewertet wie es ist",
    "the JPEG is damaged ({detail:any}); check the reading":
        "das JPEG ist beschädigt ({detail:any}); Lesung prüfen",
    "only {count} of 4 corner markers seen": "nur {count} von 4 Eckmarken gefunden",
    "too blurred to find a score sheet (blur at least {blur} mm): hold the phone still, add light, "
        "or come closer":
        "zu unscharf, um ein Punkteblatt zu finden (Unschärfe mindestens {blur} mm): "
        "Handy ruhig halten, mehr Licht oder näher herangehen",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "zu unscharf zum Lesen (Unschärfe {blur} mm): Handy ruhig halten, mehr Licht oder näher herangehen",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: Block {pad}{sheet}: bitte neu fotografieren: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "das Blatt ist im Foto klein (Felder etwa {size} px): "
        "seine Ziffern werden unsicherer gelesen; näher heran fotografieren",
    "the pad letter printed on the sheet reads {letter}, not {pad}: check the pad":
        "das auf dem Blatt gedruckte Blockzeichen lautet {letter}, nicht {pad}: den Block prüfen",
    "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model":
        "von Tesseract gelesen, einem Notbehelf für gedruckte Ziffern: bei Handschrift ist es weniger verlässlich "
        "als das Modell",
    "tesseract, a fallback for printed digits":
        "Tesseract, Notbehelf für gedruckte Ziffern",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "Block {other} passt fast so gut wie Block {pad} ({score} gegen {best}): Block prüfen",
    "ignored the QR code: {detail:any}": "QR-Code übergangen: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "Block {name}",
    " (sheet {number})": " (Blatt {number})",
    "{number:d}s": "{number}er",
    "star bonus (in the above)": "Sternbonus (oben enthalten)",
    "hearts": "Herzen",
    "scoring group": "punktende Gruppe",
    "scores nothing": "bringt keine Punkte",
    "check this space": "dieses Feld prüfen",
    "{count} spaces to check": ("Zu prüfen: {count} Feld", "Zu prüfen: {count} Felder"),
    "every space read clearly": "jedes Feld klar gelesen",
    "what the rolls would have here": "was die Würfe hier hätten",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: {count} {count:Blatt/Blätter} von Block {pad} auf {pages} {pages:Seite/Seiten}",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: enthält genau die {count} gewürfelten Paare",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: passt nicht zu den {count} Würfen in {rolls:any}",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "das Blatt auf Block {pad} ist voll: für den Wurf {roll} ist kein Platz mehr",
    "the roll log is empty: advice is for the newest roll":
        "das Wurfprotokoll ist leer: der Rat gilt dem neuesten Wurf",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "das Blatt enthält nicht die {count} Würfe vor dem neuesten: {problems:parts}",
    "and {count} more":
        "und {count} weitere",
    "round {number} of {rounds}: rolled {first} {second}":
        "Runde {number} von {rounds}: gewürfelt {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}": "{rank}. {placement}: erwartet {expected:.1f}",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "Zeile {row}: {left} in Spalte {left_col}, {right} in Spalte {right_col}",
    "place (1-{count}, Enter = 1, ? = list all)": "Wahl (1-{count}, Enter = 1, ? = alle zeigen)",
    "your sheet:": "dein Blatt:",
    "best possible with these rolls: {total}; you scored {score}":
        "bestmöglich mit diesen Würfen: {total}; dein Ergebnis: {score}",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "bestmöglich mit diesen Würfen: {total} (nicht bewiesen: bis zu {bound}); dein Ergebnis: {score}",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "bestes Blatt für {count} Würfe auf Block {pad}: {total}, bewiesenermaßen das Beste ({seconds:.1f} s)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "bestes Blatt für {count} Würfe auf Block {pad}: {total}, nicht bewiesen: ein Blatt kann bis zu {bound} "
        "erreichen ({gap} mehr) ({seconds:.1f} s)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "Wurf {first} {second} auf Block {pad}: {count} Plätze, der beste zuerst (erwartete Endsumme)",
    "({playouts} playouts)": "({playouts} Probespiele)",
    "weighing the places": "wäge die Plätze ab",
    "= places the playouts cannot tell apart: any of them will do":
        "= Plätze, die die Probespiele nicht unterscheiden: jeder davon ist gleich gut",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "suche das bestmögliche Blatt für diese Würfe (--no-best lässt das aus)",
    "Game {number}":
        "Spiel {number}",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "noch kein Sieger: {names:any} führt mit {total} Punkten, auf dem Papier zu prüfen",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} gewinnt mit {total} Punkten, {lead} vorn",
    "{names:any} share the win with {total} points":
        "{names:any} teilen sich den Sieg mit {total} Punkten",
    "{name:any} scored {total} points":
        "{name:any}: {total} Punkte",
    "best possible with these rolls: {total}":
        "mit diesen Würfen höchstens möglich: {total}",
    "? = reading still to check":
        "? = Ablesung noch zu prüfen",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "das Wurfprotokoll hat {rolls} Würfe, dieses Blatt {written} geschriebene Paare: ohne die Würfe gelesen",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} Felder, {stars} Sterne, {rounds} Runden, höchstens {best} Punkte",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: {spaces} Felder, {stars} Sterne, {hearts} Herzen (+{bonus}), "
        "{rounds} Runden, höchstens {best} Punkte",
    "Pad {pad}":
        "Block {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] Feld   [*] Stern (x2)   [h] Herz   | Mittellinie",
    "stars:  {cells:any}":
        "Sterne: {cells:any}",
    "hearts: {cells:any}":
        "Herzen: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "Herzen: {cells:any} (alle gleich: +{bonus})",
    "row {row} column {col}":
        "Zeile {row}, Spalte {col}",
    "fingerprint: {fingerprint}   from: {source:any}":
        "Fingerabdruck: {fingerprint}   aus: {source:any}",
    "notes: {notes:any}":
        "Hinweise: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "Tagesspiel {day}: {total} von {best} möglichen",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "Tagesspiel {day}: {total} von {best} möglichen (nicht bewiesen: bis zu {bound})",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "Splitter-Tagesspiel {day} · Block {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "Splitter-Tagesspiel",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "Tagesspiel {day}: das Blatt enthält nicht die {count} Würfe des Tages auf Block {pad}:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "unbekannte Sprache {lang!r}; wähle eine von {languages:list}",
    "photo":
        "Foto",
    "{file}: not a photo; take a photo of the sheet with the phone's camera":
        "{file}: kein Foto; fotografiere das Blatt mit der Kamera des Handys",
    "{file}: every reader is busy; send it again in {seconds} seconds":
        "{file}: alle Leser sind beschäftigt; schick es in {seconds} Sekunden noch einmal",
    "{file}: the reader stopped while reading it (out of memory?); send it again, or a smaller photo":
        "{file}: der Leser hat beim Lesen aufgehört (zu wenig Speicher?); schick es noch einmal oder ein "
        "kleineres Foto",
    "{file}: cannot encode the sheet's picture":
        "{file}: das Bild des Blatts lässt sich nicht speichern",
    "{file}: the stored picture of the sheet is damaged":
        "{file}: das gespeicherte Bild des Blatts ist beschädigt",
    "sheet {sheet}: cannot encode the picture":
        "Blatt {sheet}: das Bild lässt sich nicht speichern",
    "board: choose one of {boards:list}":
        "Block: wähle {boards:list}",
    "dice: give two numbers from 1 to 6, e.g. [3, 5]":
        "Würfel: zwei Zahlen von 1 bis 6, z. B. [3, 5]",
    "player: give the player's name":
        "Name: schreib den Namen des Spielers",
    "player: a name of at most {count} characters, please":
        "Name: höchstens {count} Zeichen, bitte",
    "player: the name holds control characters":
        "Name: der Name enthält Steuerzeichen",
    "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)":
        "Korrektur: [[Zeile, Spalte, Zahl], ...] mit Zahl 1-6 (null für ein leeres Feld)",
    "fix: {problem}":
        "Korrektur: {problem}",
    "game {code} has no roll to take back":
        "Spiel {code} hat keinen Wurf zum Zurücknehmen",
    "upload: larger than the limit of {megabytes} MB; send a smaller photo":
        "Hochladen: größer als die Grenze von {megabytes} MB; schick ein kleineres Foto",
    "request body: not valid JSON":
        "Anfrageinhalt: kein gültiges JSON",
    "request body: send a JSON object with '{name}'":
        "Anfrageinhalt: schick ein JSON-Objekt mit '{name}'",
    "{where}: give a whole number":
        "{where}: eine ganze Zahl, bitte",
    "{where}: not a valid value":
        "{where}: kein gültiger Wert",
    "lang: choose one of {languages:list}":
        "Sprache: wähle eine von {languages:list}",
    "server: an internal error ({kind}); try again, and tell whoever runs the server if it stays":
        "Server: ein interner Fehler ({kind}); versuch es noch einmal und sag es dem, der den Server "
        "betreibt, wenn es so bleibt",
    "request: the form could not be read; send the player's name and one photo":
        "Anfrage: das Formular ließ sich nicht lesen; schick den Namen des Spielers und ein Foto",
    "request: refused ({status})":
        "Anfrage: abgelehnt ({status})",
    "not found: check the address":
        "nicht gefunden: prüfe die Adresse",
    "this address does not take this request":
        "diese Adresse nimmt diese Anfrage nicht an",
    "{problem}; {remedy}":
        "{problem}; {remedy}",
    "choose pad {pad} above":
        "wähle oben Block {pad}",
    "start a new game on pad {pad} for this sheet":
        "starte für dieses Blatt ein neues Spiel mit Block {pad}",
    "photo: send the sheet's photo as the multipart file field 'photo'":
        "Foto: schick das Foto des Blatts als Datei im Multipart-Feld 'photo'",
    "request body: send a JSON object with 'date', 'pad' and 'grid'":
        "Anfrageinhalt: schick ein JSON-Objekt mit 'date', 'pad' und 'grid'",
    "date: write the day as YYYY-MM-DD":
        "Datum: schreib den Tag als JJJJ-MM-TT",
    "{variable}: not set; start the server with splitter serve":
        "{variable}: nicht gesetzt; starte den Server mit splitter serve",
    # Files that cannot be read (game.textfile, reading.photo.load).
    "a roll log":
        "eine Würfelliste",
    "a layout file":
        "eine Layout-Datei",
    "a sheet file":
        "eine Blattdatei",
    "a photo":
        "ein Foto",
    "a named pipe (FIFO)":
        "eine benannte Pipe (FIFO)",
    "a character device":
        "ein Zeichengerät",
    "a block device":
        "ein Blockgerät",
    "a socket":
        "ein Socket",
    "something other than a file":
        "etwas anderes als eine Datei",
    "{file}: cannot read: {error:any}":
        "{file}: kann nicht gelesen werden: {error:any}",
    "{file}: too large for {what} (over {amount})":
        "{file}: zu groß für {what} (über {amount})",
    "{file}: is a directory, not {what}":
        "{file}: ist ein Ordner, erwartet war {what}",
    "{file}: is {kind}; {what} must be a regular file":
        "{file}: ist {kind}; erwartet war {what} als gewöhnliche Datei",
    "{file}: damaged UTF-16 text; save it as UTF-8":
        "{file}: beschädigter UTF-16-Text; als UTF-8 speichern",
    "{file}: UTF-16 text without a byte-order mark; save it as UTF-8":
        "{file}: UTF-16-Text ohne Byte-Order-Mark; als UTF-8 speichern",
    "{file}: binary data, not {what}":
        "{file}: Binärdaten, erwartet war {what}",
    "{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8":
        "{file}: kein UTF-8-Text (Byte 0x{byte:02x} in Zeile {line}); als UTF-8 speichern",
    "JPEG, PNG, WebP, TIFF, BMP or HEIC":
        "JPEG, PNG, WebP, TIFF, BMP oder HEIC",
    "{file}: cannot decode this JPEG file again at full size":
        "{file}: diese JPEG-Datei lässt sich in voller Größe nicht noch einmal dekodieren",
    "{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}":
        "{file}: ist ein GIF (eine Animation oder Grafik), kein Foto; das Foto als {kinds} senden",
    "{file}: not an image (expected {kinds})":
        "{file}: kein Bild (erwartet: {kinds})",
    "{file}: truncated {kind} (the file ends before the picture does); copy it again":
        "{file}: abgeschnittenes {kind} (die Datei endet vor dem Bild); noch einmal kopieren",
    "{file}: cannot decode this {kind} file (damaged or an unsupported variant)":
        "{file}: diese {kind}-Datei lässt sich nicht dekodieren (beschädigt oder eine nicht unterstützte Variante)",
    "{file}: no such file":
        "{file}: keine solche Datei",
    "{file}: permission denied":
        "{file}: keine Berechtigung",
    "{file}: no photo piped in":
        "{file}: kein Foto über eine Pipe erhalten",
    "{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); or export the photo as JPEG":
        "{file}: HEIC-Fotos brauchen pillow-heif (pip install 'splitter-print[heic]'); oder das Foto als JPEG "
        "exportieren",
    "{file}: too many pixels (over {limit:,}); is it really a photo?":
        "{file}: zu viele Pixel (über {limit:,}); ist das wirklich ein Foto?",
    "{file}: damaged {kind} header (no image can be opened from it)":
        "{file}: beschädigter {kind}-Kopf (kein Bild lässt sich daraus öffnen)",
    "{file}: damaged {kind} header ({detail:any})":
        "{file}: beschädigter {kind}-Kopf ({detail:any})",
    "{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo down":
        "{file}: zu viele Pixel ({width} × {height} = {pixels:,}, Grenze {limit:,}); das Foto verkleinern",
    "{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each side":
        "{file}: zu klein ({width} × {height} Pixel); ein Blatt braucht auf jeder Seite mindestens {side} Pixel",
    # The reader's refusals and warnings (reading.scan, reading.locate, reading.budget, reading.recognise).
    "row {row} column {col} is not a space on pad {pad}":
        "Zeile {row}, Spalte {col} ist kein Feld auf Block {pad}",
    "{file}: the fix {cell}: {problem}":
        "{file}: Korrektur {cell}: {problem}",
    "{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)":
        "{fix!r} ist keine Korrektur: ZEILE,SPALTE=ZAHL schreiben, z. B. 3,0=5 (oder 3,0=- für leer)",
    "pad {pad}":
        "Block {pad}",
    "pad {pad} of another layout (fingerprint {found}, not {expected})":
        "Block {pad} eines anderen Layouts (Fingerabdruck {found}, nicht {expected})",
    "{where}: the sheet's QR code says {said}, not pad {asked}":
        "{where}: der QR-Code des Blatts sagt {said}, nicht Block {asked}",
    "{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it again":
        "{file}: {problem}; das JPEG ist beschädigt ({detail:any}), vielleicht liegt es daran: noch einmal senden",
    "{file}: {problem}":
        "{file}: {problem}",
    "{file}: sheet {number}":
        "{file}: Blatt {number}",
    "no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "kein Punkteblatt gefunden: ein Raster aus {count} Quadraten ist nicht Block {pads:list}",
    "no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "kein Punkteblatt gefunden (keine Markierungen, kein Feldraster von Block {pads:list})",
    "no QR code read: pad {pad} chosen over pad {other} by its spaces":
        "kein QR-Code gelesen: Block {pad} statt Block {other} nach seinen Feldern gewählt",
    "pad {other} fits almost as well as pad {pad}: check the pad":
        "Block {other} passt fast so gut wie Block {pad}: den Block prüfen",
    "too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; photograph the sheet "
    "alone, filling most of the picture":
        "zu viele Formen ({count:,} {kind}, höchstens {most:,} werden durchsucht): kein Punkteblatt; das Blatt allein "
        "fotografieren, so dass es den größten Teil des Bildes füllt",
    "squares":
        "Quadrate",
    "outlines":
        "Umrisse",
    "markers":
        "Markierungen",
    "the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one among too many shapes; "
    "photograph the sheet alone":
        "die Suche nach einem Blatt dauerte über {seconds:g} CPU-Sekunden: kein Punkteblatt, oder eines zwischen zu "
        "vielen Formen; das Blatt allein fotografieren",
    "the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one among too many shapes; photograph "
    "the sheet alone":
        "die Suche nach einem Blatt brauchte über {megabytes:g} MB: kein Punkteblatt, oder eines zwischen zu vielen "
        "Formen; das Blatt allein fotografieren",
    "the trained digit model cannot be loaded ({error:any})":
        "das trainierte Ziffernmodell kann nicht geladen werden ({error:any})",
    "unknown engine {name!r}; choose one of {names:list}":
        "unbekannte Erkennung {name!r}; eine davon wählen: {names:list}",
    "tesseract is not installed; install the Debian package tesseract-ocr":
        "tesseract ist nicht installiert; das Debian-Paket tesseract-ocr installieren",
    # The command line's remedies and notes (cli.common): what to do, with its options.
    "{problem}; scan it with --board {pad} or --board auto":
        "{problem}; mit --board {pad} oder --board auto lesen",
    "{problem}; give the layout file it was printed from with --board FILE":
        "{problem}; die Layout-Datei, aus der es gedruckt wurde, mit --board DATEI angeben",
    "{problem} (for your own layout give --board FILE)":
        "{problem} (für ein eigenes Layout --board DATEI angeben)",
    "{problem}; use --engine {engine}":
        "{problem}; --engine {engine} verwenden",
    "{problem}; print the rest with another run, --first-serial {next}":
        "{problem}; den Rest in einem weiteren Lauf drucken, --first-serial {next}",
    "{problem}; pipe one, e.g. splitter scan - < photo.jpg":
        "{problem}; eines über eine Pipe senden, z. B. splitter scan - < foto.jpg",
    "--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once":
        "--jobs {jobs}: hier sind nur {cores} CPU-Kerne nutzbar, also werden {cores} Fotos gleichzeitig gelesen",
    # Notes on what was read of a photo (reading.photo.pdf, night.table).
    "the photo holds {count} sheets; only the first was read: upload one photo per sheet":
        "das Foto zeigt {count} Blätter; nur das erste wurde gelesen: ein Foto pro Blatt hochladen",
    "the PDF has {count} pages; only the first was read (name another as {file}#p2)":
        "das PDF hat {count} Seiten; nur die erste wurde gelesen (eine andere als {file}#p2 angeben)",
    # Roll logs, layouts, sheets, the best sheet and the daily game that cannot be used (game).
    "{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41":
        "{file}:{line}: {token!r} ist kein Wurf; zwei Zahlen 1-6 schreiben, etwa 41",
    "{file}:{line}: {char} is not a die number (1-6) in roll {token!r}":
        "{file}:{line}: {char} ist keine Augenzahl (1-6) im Wurf {token!r}",
    "{file}:{line}: {char} is not a die number (1-6)":
        "{file}:{line}: {char} ist keine Augenzahl (1-6)",
    "{file}:{line}: a lone die {die} before roll {token!r}; write both numbers of each roll":
        "{file}:{line}: ein einzelner Würfel {die} vor dem Wurf {token!r}; beide Zahlen jedes Wurfs schreiben",
    "{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers":
        "{file}:{line}: ein einzelner Würfel {die} am Zeilenende; ein Wurf braucht zwei Zahlen",
    "{file}: no rolls in this roll log (write them as 41 54 33 ...)":
        "{file}: keine Würfe in dieser Würfelliste (so schreiben: 41 54 33 ...)",
    "{count} rolls but pad {pad} has room for {room}":
        "{count} Würfe, aber Block {pad} hat Platz für {room}",
    "the hint sheet does not hold exactly these {count} rolls on pad {pad}":
        "das Vorlageblatt enthält nicht genau diese {count} Würfe auf Block {pad}",
    "the date":
        "das Datum",
    "the pad":
        "der Block",
    "the sheet's pad":
        "der Block des Blatts",
    "{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01":
        "{source}: {text!r} ist kein Datum; JJJJ-MM-TT schreiben, z. B. 2026-12-01",
    "{source}: {text} is not a day of the calendar; write YYYY-MM-DD":
        "{source}: {text} ist kein Tag des Kalenders; JJJJ-MM-TT schreiben",
    "{source}: the daily game is dealt for pads {pads}, not {pad!r}":
        "{source}: das Tagesspiel gibt es für die Blöcke {pads}, nicht für {pad!r}",
    "the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped pads {pads}":
        "der Block des Blatts: ein eigenes Layout namens {pad!r}; das Tagesspiel gibt es für die mitgelieferten "
        "Blöcke {pads}",
    "the sheet is on pad {pad}, the day's best is for pad {best}":
        "das Blatt ist auf Block {pad}, der Bestwert des Tages gilt für Block {best}",
    "{file}: not valid TOML: {error:any}":
        "{file}: kein gültiges TOML: {error:any}",
    "{file}: TOML nested too deep for a layout":
        "{file}: TOML zu tief verschachtelt für ein Layout",
    "missing key \"name\" (a short text such as \"A\")":
        "Schlüssel \"name\" fehlt (ein kurzer Text wie \"A\")",
    "\"title\" and \"notes\" must be text":
        "\"title\" und \"notes\" müssen Text sein",
    "\"heart_bonus\" must be a whole number of 0 or more":
        "\"heart_bonus\" muss eine ganze Zahl ab 0 sein",
    "missing key \"pattern\" (the pad drawn as text in a \"\"\" block)":
        "Schlüssel \"pattern\" fehlt (der Block als Text gezeichnet, in einem \"\"\"-Abschnitt)",
    "the pattern is empty":
        "das Muster ist leer",
    "the pattern has {rows} rows; at most {most} are allowed":
        "das Muster hat {rows} Zeilen; höchstens {most} sind erlaubt",
    "unknown character {char!r} in row {row} column {col}; use # space, * star, h heart, . no space":
        "unbekanntes Zeichen {char!r} in Zeile {row}, Spalte {col}; # Feld, * Stern, h Herz, . kein Feld verwenden",
    "row {row} is {width} wide but row 0 is {first}; every row must be as wide":
        "Zeile {row} ist {width} breit, aber Zeile 0 ist {first}; alle Zeilen müssen gleich breit sein",
    "row {row} is {width} wide; rows need an even width to split at the centre line":
        "Zeile {row} ist {width} breit; Zeilen brauchen eine gerade Breite, um an der Mittellinie geteilt zu werden",
    "row {row} is {width} wide; at most {most} are allowed":
        "Zeile {row} ist {width} breit; höchstens {most} sind erlaubt",
    "row {row} is not mirror-symmetric: column {col} and column {mirror} must both be spaces or both holes":
        "Zeile {row} ist nicht spiegelsymmetrisch: Spalte {col} und Spalte {mirror} müssen beide Felder oder beide "
        "Lücken sein",
    "the pattern has no space":
        "das Muster hat kein Feld",
    "{file}: \"{key}\" must be a list of [row, column] pairs":
        "{file}: \"{key}\" muss eine Liste von [Zeile, Spalte]-Paaren sein",
    "star":
        "Stern",
    "heart":
        "Herz",
    "{file}: \"{key}\" entry {item!r} is not a [row, column] pair":
        "{file}: Eintrag {item!r} von \"{key}\" ist kein [Zeile, Spalte]-Paar",
    "{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of {cols})":
        "{file}: {what} in Zeile {row}, Spalte {col} liegt außerhalb des Musters ({rows} Zeilen zu {cols})",
    "{file}: {what} at row {row} column {col} is on a hole, not a space":
        "{file}: {what} in Zeile {row}, Spalte {col} liegt auf einer Lücke, nicht auf einem Feld",
    "{name}: no such pad; known pads are {known:list}, or give a .toml file":
        "{name}: kein solcher Block; bekannte Blöcke sind {known:list}, oder eine .toml-Datei angeben",
    "row {row} column {col} holds {number!r}; only 1-6 may be written":
        "Zeile {row}, Spalte {col} enthält {number!r}; nur 1-6 dürfen eingetragen werden",
    "no grid rows found":
        "keine Rasterzeilen gefunden",
    "bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)":
        "falsches Zeichen {char!r} in Zeile {row}, Spalte {col}; 1-6, - (leer) oder . (kein Feld) verwenden",
    "the grid has {count} rows but pad {pad} has {rows}":
        "das Raster hat {count} Zeilen, aber Block {pad} hat {rows}",
    "the grid ends after {count} rows but pad {pad} has {rows}":
        "das Raster endet nach {count} Zeilen, aber Block {pad} hat {rows}",
    "row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without its . gaps)":
        "Zeile {row} ist {width} breit; Zeilen von Block {pad} sind {cols} breit (diese {spaces} ohne ihre .-Lücken)",
    "row {row} column {col} is a space on pad {pad}; write - if it is empty":
        "Zeile {row}, Spalte {col} ist ein Feld auf Block {pad}; - schreiben, wenn es leer ist",
    "row {row} column {col} is not a space on pad {pad} but holds {char!r}":
        "Zeile {row}, Spalte {col} ist kein Feld auf Block {pad}, enthält aber {char!r}",
    "{file}:{line}: not valid JSON: {error:any}":
        "{file}:{line}: kein gültiges JSON: {error:any}",
    "{file}: JSON nested too deep for a sheet":
        "{file}: JSON zu tief verschachtelt für ein Blatt",
    "{file}: JSON sheets need a \"grid\" list of text rows":
        "{file}: JSON-Blätter brauchen eine \"grid\"-Liste von Textzeilen",
    "{file}: every \"grid\" entry must be a text row":
        "{file}: jeder \"grid\"-Eintrag muss eine Textzeile sein",
    "{file}: \"board\" must be a pad name such as \"A\"":
        "{file}: \"board\" muss ein Blockname wie \"A\" sein",
    "{file}: {name}: no such pad; known pads are {known:list}":
        "{file}: {name}: kein solcher Block; bekannte Blöcke sind {known:list}",
    # A night's fixes and names that cannot be used (night.batch).
    "the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna":
        "der Name {name!r}: FOTO=SPIELER schreiben, z. B. anna.jpg=Anna",
    "the name {name}: no such photo (or sheet) in this night":
        "der Name {name}: kein solches Foto (oder Blatt) an diesem Abend",
    "{file}: no photos in this folder ({kinds:list})":
        "{file}: keine Fotos in diesem Ordner ({kinds:list})",
    "the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo holding "
    "several; DIGIT - for empty)":
        "die Korrektur {fix}: FOTO:ZEILE,SPALTE=ZAHL schreiben, z. B. anna.jpg:3,1=6 (FOTO#N:... für Blatt N eines "
        "Fotos mit mehreren; ZAHL - für leer)",
    "the fix {fix}: no photo {photo} in this batch (name it by its path as given or by its file name)":
        "die Korrektur {fix}: kein Foto {photo} in diesem Stapel (mit dem angegebenen Pfad oder dem Dateinamen "
        "nennen)",
    "the fix {fix}: {photo} could be {matches}; give its path":
        "die Korrektur {fix}: {photo} kann {matches} sein; den Pfad angeben",
    "the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...":
        "die Korrektur {fix}: {photo} zeigt {count} Blätter; sagen, welches, z. B. {photo}#1:{cell}=...",
    "the fix {fix}: {photo} holds one sheet, not {sheet}":
        "die Korrektur {fix}: {photo} zeigt ein Blatt, nicht {sheet}",
    "the fix {fix}: {photo} holds {count} sheets, not {sheet}":
        "die Korrektur {fix}: {photo} zeigt {count} Blätter, nicht {sheet}",
    "the fix {fix}: {problem}":
        "die Korrektur {fix}: {problem}",
    # Joining names.
    "{first} or {last}":
        "{first} oder {last}",
    # Writing files, printing pads, QR codes, PDFs and the game-night store (atomic, paper, printing, night).
    "{file}: cannot write: {error:any}":
        "{file}: kann nicht geschrieben werden: {error:any}",
    "{folder}: cannot make the folder: {error:any}":
        "{folder}: der Ordner kann nicht angelegt werden: {error:any}",
    "{file}: cannot encode the picture":
        "{file}: das Bild kann nicht kodiert werden",
    "{count} rolls do not fit on pad {pad}, which holds {room}":
        "{count} Würfe passen nicht auf Block {pad}, der {room} fasst",
    "grid: send the sheet as a list of text rows, e.g. [\"..1535..\", ...]":
        "grid: das Blatt als Liste von Textzeilen senden, z. B. [\"..1535..\", ...]",
    "{file}: not a photo (send {kinds})":
        "{file}: kein Foto (bitte {kinds} senden)",
    "server: cannot keep the photo ({error:any}); tell whoever runs the server":
        "Server: das Foto kann nicht gespeichert werden ({error:any}); bitte der Person Bescheid geben, die den "
        "Server betreibt",
    "game {code}: too many rolls recorded at once; try again":
        "Spiel {code}: zu viele Würfe gleichzeitig eingetragen; noch einmal versuchen",
    "no game {code!r}: check the code":
        "kein Spiel {code!r}: den Code prüfen",
    "game {code} has no sheet {sheet}":
        "Spiel {code} hat kein Blatt {sheet}",
    "{folder}: cannot make the data folder: {error:any}":
        "{folder}: der Datenordner kann nicht angelegt werden: {error:any}",
    "{database}: cannot open the database: {error:any}":
        "{database}: die Datenbank kann nicht geöffnet werden: {error:any}",
    "this photo is {owner}'s sheet already: photograph {player}'s sheet":
        "dieses Foto ist schon das Blatt von {owner}: fotografiere das Blatt von {player}",
    "game {code}: holds {count} sheets, the most a game takes; start another game for more players":
        "Spiel {code}: hat {count} Blätter, mehr nimmt ein Spiel nicht; für weitere Spieler ein neues Spiel beginnen",
    "game {code}: all {rounds} rolls are in; the game is over":
        "Spiel {code}: alle {rounds} Würfe sind eingetragen; das Spiel ist vorbei",
    "unknown paper {paper!r}; choose one of {papers:list}":
        "unbekanntes Papier {paper!r}; eines davon wählen: {papers:list}",
    "sheets per page must be one of {choices:list}, not {count}":
        "Blätter pro Seite müssen eines von {choices:list} sein, nicht {count}",
    "{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; use fewer per page":
        "{count} Blätter pro {paper}-Seite ergäben Felder von {size:.1f} mm, unter {least:g} mm; weniger pro Seite "
        "nehmen",
    "QR code is not a splitter sheet identity":
        "der QR-Code ist keine Splitter-Blattkennung",
    "QR code text is too long ({count} characters) for a sheet identity":
        "der Text des QR-Codes ist zu lang ({count} Zeichen) für eine Blattkennung",
    "sheet was printed with design version {version}; this program reads version {ours}":
        "das Blatt wurde mit Designversion {version} gedruckt; dieses Programm liest Version {ours}",
    "pad label {pad!r} must be 1-{most} characters A-Z or 0-9":
        "die Blockbezeichnung {pad!r} muss 1-{most} Zeichen A-Z oder 0-9 haben",
    "layout fingerprint {fingerprint!r} must be 8 lowercase hex digits":
        "der Layout-Fingerabdruck {fingerprint!r} muss aus 8 kleinen Hex-Ziffern bestehen",
    "sheet serial {serial} must be between 0 and {most}":
        "die Seriennummer {serial} muss zwischen 0 und {most} liegen",
    "format version {version} must be between 0 and 999":
        "die Formatversion {version} muss zwischen 0 und 999 liegen",
    "the number of sheets must be 1 or more, not {count}":
        "die Zahl der Blätter muss 1 oder mehr sein, nicht {count}",
    "{count} sheets: at most {most} sheets in one PDF":
        "{count} Blätter: höchstens {most} Blätter in einem PDF",
    "the first serial number must be 0 or more and leave room for {count} sheets":
        "die erste Seriennummer muss 0 oder mehr sein und Platz für {count} Blätter lassen",
    "the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}":
        "die Solo-Wertungstabelle gilt für Spiele mit {rounds} Runden; Block {pad} hat {held}",
    "{file}: is a directory; give a file name such as pads.pdf":
        "{file}: ist ein Ordner; einen Dateinamen wie pads.pdf angeben",
    "{file}: pads are written as PDF only; give a name ending in .pdf":
        "{file}: Blöcke werden nur als PDF geschrieben; einen Namen auf .pdf angeben",
    "unknown style {style!r}; choose one of {styles:list}":
        "unbekannter Stil {style!r}; einen davon wählen: {styles:list}",
    "{file}: the pad's name uses characters the pad font lacks ({missing}); rename it":
        "{file}: der Name des Blocks enthält Zeichen, die der Schrift des Blocks fehlen ({missing}); ihn umbenennen",
    "export the page as a JPEG or PNG":
        "die Seite als JPEG oder PNG exportieren",
    "{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium failed on it); "
    "{export}":
        "{file}: dieses PDF kann nicht gelesen werden (es braucht über {seconds} CPU-Sekunden oder {megabytes:,} MB, "
        "oder pdfium scheiterte daran); {export}",
    "holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower resolution":
        "enthält ein Bild von {width} × {height} = {pixels:,} Pixeln (Grenze {limit:,}); mit geringerer Auflösung "
        "scannen",
    "{file}#p{page}: {file} is not a PDF, so it has no pages":
        "{file}#p{page}: {file} ist kein PDF und hat daher keine Seiten",
    "{file}: cannot read this PDF (damaged, or it has no pages)":
        "{file}: dieses PDF kann nicht gelesen werden (beschädigt oder ohne Seiten)",
    "{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files":
        "{file}: das PDF hat {count:,} Seiten (Grenze {most:,}); in kleinere Dateien aufteilen",
    "{file}: the PDF has only {count} pages":
        ("{file}: das PDF hat nur {count} Seite",
         "{file}: das PDF hat nur {count} Seiten"),
    "{file}: cannot read this page (its JPEG is damaged)":
        "{file}: diese Seite kann nicht gelesen werden (ihr JPEG ist beschädigt)",
    "{file}: the PDF is locked (encrypted); save it again without a password or protection, or {export}":
        "{file}: das PDF ist gesperrt (verschlüsselt); ohne Passwort oder Schutz neu speichern, oder {export}",
    "a pad printed by splitter pad, with no photo on it; print it, fill it in, then photograph or scan the sheet":
        "ein mit splitter pad gedruckter Block ohne Foto darauf; ihn drucken, ausfüllen, dann das Blatt fotografieren "
        "oder scannen",
    "the page holds no picture (only text or drawing); scan the sheet, or {export}":
        "die Seite enthält kein Bild (nur Text oder Zeichnung); das Blatt scannen, oder {export}",
    "{file}: cannot read this page (damaged)":
        "{file}: diese Seite kann nicht gelesen werden (beschädigt)",
    "{file}: cannot read this PDF (damaged)":
        "{file}: dieses PDF kann nicht gelesen werden (beschädigt)",
    # The command line's own refusals (cli).
    "--host {host} --port {port}: cannot listen there ({error:any})":
        "--host {host} --port {port}: dort kann nicht gelauscht werden ({error:any})",
    "--geometry needs a pad: splitter layouts A --geometry --json":
        "--geometry braucht einen Block: splitter layouts A --geometry --json",
    # The command line's usage errors (cli): its options, said in the command's language.
    "{problem} (try '{command} --help')":
        "{problem} (siehe '{command} --help')",
    "only one of SHEET and --rolls can be - (stdin)":
        "nur eines von BLATT und --rolls kann - (stdin) sein",
    "only one of --sheet and --rolls can be - (stdin)":
        "nur eines von --sheet und --rolls kann - (stdin) sein",
    "-o - writes the PDF to standard output, which is a terminal here; redirect it (-o - > pads.pdf) or give a file "
    "name":
        "-o - schreibt das PDF in die Standardausgabe, die hier ein Terminal ist; umleiten (-o - > pads.pdf) oder "
        "einen Dateinamen angeben",
    "--share is for a game played here: add --solo":
        "--share ist für ein hier gespieltes Spiel: --solo hinzufügen",
    "--rounds: a daily game is always {rounds} rolls":
        "--rounds: ein Tagesspiel hat immer {rounds} Würfe",
    "only one of --csv and --json can write to stdout":
        "nur eines von --csv und --json kann in die Standardausgabe schreiben",
    "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo":
        "batch liest Fotodateien und Ordner, nicht stdin (-); splitter scan - liest ein Foto",
    "--share is for a daily game: add --daily":
        "--share ist für ein Tagesspiel: --daily hinzufügen",
    "--daily reads against the day's rolls: leave out --rolls and --interactive":
        "--daily liest gegen die Würfe des Tages: --rolls und --interactive weglassen",
    "- (a photo on stdin) can be given only once":
        "- (ein Foto über stdin) kann nur einmal angegeben werden",
    "only one of PHOTO and --rolls can be - (stdin)":
        "nur eines von FOTO und --rolls kann - (stdin) sein",
    "--interactive asks on stdin, so it cannot read a photo from stdin (-)":
        "--interactive fragt über stdin, kann also kein Foto von stdin (-) lesen",
    # The command line stopped by Ctrl-C (cli.common).
    "interrupted":
        "abgebrochen",
    "sheet {sheet}: send the sheet's key or the keeper's as the X-Key header":
        "Blatt {sheet}: schick den Schlüssel des Blatts oder den des Spielleiters als X-Key-Header",
    "sheet {sheet}: only the phone that sent it or the game's keeper can remove it":
        "Blatt {sheet}: nur das Handy, das es geschickt hat, oder der Spielleiter kann es entfernen",
    "game {code}: only the phone that keeps the rolls can add or take back a roll":
        "Spiel {code}: nur das Handy, das die Würfe führt, kann einen Wurf eintragen oder zurücknehmen",
    "game {code}: this link to keep the rolls is used already or wrong; ask the phone that keeps the rolls "
    "for a new one":
        "Spiel {code}: dieser Link zum Führen der Würfe ist schon benutzt oder falsch; "
        "lass dir vom Handy, das die Würfe führt, einen neuen geben",
}
