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
    "{file}: no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "{file}: kein Spielblatt gefunden (keine Marken, kein Feldraster von Block {pads:list})",
    "{file}: no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "{file}: kein Spielblatt gefunden: ein Raster aus {count} Quadraten ist nicht Block {pads:list}",
    "{file}: empty file":
        "{file}: leere Datei",
    "{file}: could not be read ({error:any})":
        "{file}: konnte nicht gelesen werden ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "teilweise ausgefüllt: {empty} von {spaces} Feldern sind leer; gewertet wie es ist",
    "the JPEG is damaged ({detail:any}); check the reading":
        "das JPEG ist beschädigt ({detail:any}); Lesung prüfen",
    "only {count} of 4 corner markers seen": "nur {count} von 4 Eckmarken gefunden",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "zu unscharf zum Lesen (Unschärfe {blur} mm): Handy ruhig halten, mehr Licht oder näher herangehen",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: Block {pad}{sheet}: bitte neu fotografieren: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "das Blatt ist im Foto klein (Felder etwa {size} px): "
        "seine Ziffern werden unsicherer gelesen; näher heran fotografieren",
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
}
