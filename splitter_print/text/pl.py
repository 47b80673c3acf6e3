"""The catalogue in Polish (the words of the Polish pad: arkusz, karta, pole, suma). Counts are
in digits, each noun in the form its number asks for (one / few / many)."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "{number}: {parts}: {points}",
    "{number}s: 0": "{number}: 0",
    "{line} ({wasted} score nothing)": "{line} ({wasted}: bez punktów)",
    "{count:w} lone 1s": ("1 pojedyncze pole", "{count} pojedyncze pola", "{count} pojedynczych pól"),
    "{count:w} separate groups of {number:w} {number}s": (
        "grupa {number} pól", "{count} osobne grupy po {number} {number:pole/pola/pól}",
        "{count} osobnych grup po {number} {number:pole/pola/pól}"),
    "{count:w} lone 1s, each on {stars} ({number} x {factor})": (
        "1 pojedyncze pole {stars} ({number} × {factor})",
        "{count} pojedyncze pola, każde {stars} ({number} × {factor})",
        "{count} pojedynczych pól, każde {stars} ({number} × {factor})"),
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})": (
        "grupa {number} pól {stars} ({number} × {factor})",
        "{count} grupy po {number} {number:pole/pola/pól}, każda {stars} ({number} × {factor})",
        "{count} grup po {number} {number:pole/pola/pól}, każda {stars} ({number} × {factor})"),
    "{count:w} stars": ("na gwiazdce", "na {count} gwiazdkach", "na {count} gwiazdkach"),
    "{count:w} connected {number}s": (
        "{count} połączone pole z {number}", "{count} połączone pola z {number}", "{count} połączonych pól z {number}"),
    "{first} and {last}": "{first} i {last}",
    "hearts: {count:w} {number}s: {points}": "serca: {count} razy {number}: {points}",
    "hearts: not all filled: 0": "serca: nie wszystkie wypełnione: 0",
    "hearts: {numbers:list} are not all the same: 0": "serca: {numbers:list} nie są takie same: 0",
    "star bonus (counted above): {points}": "premia za gwiazdki (wliczona wyżej): {points}",
    "total: {total}": "suma: {total}",
    "total: {total} ({rating})": "suma: {total} ({rating})",
    "{file}: pad {pad}": "{file}: arkusz {pad}",
    "{file}: warning: {warning}": "{file}: uwaga: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: arkusz {pad}{sheet}{serial} (odczyt: {engine})",
    ", sheet {number} of {count}": ", karta {number} z {count}",
    ", serial {serial}": ", numer seryjny {serial}",
    "warning: {warning}": "uwaga: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "sprawdź te pola (wiersz,kolumna): {doubts:list}; popraw przez --fix W,K=L",
    "{cell} ({value}?)": "{cell} ({value}?)",
    "empty": "puste",
    "rolls: {line}": "rzuty: {line}",
    "reading photos": "czytam zdjęcia",
    "wrote {path:any}": "zapisano: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: wiersz {row}, kolumna {col}",
    "picture: {picture:any}":
        "obraz: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps":
        "odczytano: {value}; cyfra 1-6, - puste, Enter zostawia",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: koniec odpowiedzi; pozostałe wątpliwe pola zostają tak, jak je odczytano",
    "please type 1-6, - or just Enter": "wpisz 1-6, - albo tylko Enter",
    "--fix {fix}: not applied, {file} could not be read":
        "--fix {fix}: nie zastosowano, nie udało się odczytać {file}",
    "note: {note}": "uwaga: {note}",
    "rolls ({source}): {rolls}": "rzuty ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "gra {number}, rzuty ({source}): {rolls}",
    "given": "podane",
    "estimated": "ustalone z kart",
    "no sheet could be scored": "nie udało się policzyć żadnej karty",
    "place": "miejsce",
    "sheet": "karta",
    "total": "suma",
    "best": "max",
    "pad": "arkusz",
    "notes": "uwagi",
    "game {number}:": "gra {number}:",
    "flagged: {reason} (see below)": "oznaczona: {reason} (zob. niżej)",
    "{count} space(s) corrected by the rolls": (
        "{count} pole poprawione według rzutów", "{count} pola poprawione według rzutów",
        "{count} pól poprawionych według rzutów"),
    "{count} space(s) corrected by the rolls and the player's own hand": (
        "{count} pole poprawione według rzutów i pisma gracza", "{count} pola poprawione według rzutów i pisma gracza",
        "{count} pól poprawionych według rzutów i pisma gracza"),
    "{count} to check": "do sprawdzenia: {count}",
    "{count} spaces fixed by hand ({cells})": (
        "{count} pole poprawione ręcznie ({cells})", "{count} pola poprawione ręcznie ({cells})",
        "{count} pól poprawionych ręcznie ({cells})"),
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}; zostaje tak, jak odczytano. Sprawdź na papierze:",
    "if the paper says so, run the same command again with: {options}":
        "jeśli papier to potwierdza, uruchom to samo polecenie jeszcze raz z: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "najlepszy możliwy wynik na arkuszu {pad} przy tych rzutach: {total} (udowodnione)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "najlepszy możliwy wynik na arkuszu {pad} przy tych rzutach: {total} (nieudowodnione: najwyżej {bound})",
    "Splitter game night": "Wieczór gier Splitter",
    "Rolls ({source}): {rolls}": "Rzuty ({source}): {rolls}",
    "none": "brak",
    "Place": "Miejsce",
    "Sheet": "Karta",
    "Total": "Suma",
    "Behind": "Strata",
    "To check": "Do sprawdzenia",
    "Status": "Stan",
    "What to do": "Co zrobić",
    "winner": "zwycięzca",
    "ok": "w porządku",
    "flagged": "oznaczona",
    "{reason}; look at the paper:": "{reason}; sprawdź na papierze:",
    "Photos that could not be read": "Zdjęcia, których nie udało się odczytać",
    "made by splitter_print {version}": "utworzono w splitter_print {version}",
    "does not hold the rolls": "nie zawiera wyrzuconych par",
    "does not seem to hold these rolls":
        "nie wygląda na arkusz z tymi rzutami",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "{count} jego par nie ma wśród rzutów: arkusz z innej gry albo zapis rzutów innej gry?",
    "disagrees with {name}": "nie zgadza się z {name}",
    "{name} (sheet {number})": "{name} (karta {number})",
    "this sheet {reason}; kept as read, please check:":
        "ta karta {reason}; zostaje tak, jak odczytano, sprawdź:",
    "corrected {cells:list} to fit the rolls": "poprawiono {cells:list}, by pasowały do rzutów",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "poprawiono {cells:list}, by pasowały do rzutów: każde wygląda tak, jak ten gracz pisze w innych miejscach "
        "karty liczbę, którą dają mu rzuty",
    "holds exactly the rolled pairs": "zawiera dokładnie wyrzucone pary",
    "the reading fits the rolls only by overruling clear digits":
        "odczyt pasuje do rzutów tylko po odrzuceniu wyraźnie odczytanych cyfr",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "każda zmiana to odczytane {read} tam, gdzie rzuty dają {rolled}: jeśli ten gracz tak pisze {rolled}, "
        "niech wypełni pasek kalibracji (raz cyfry od 1 do 6), aby program nauczył się jego pisma",
    "to hold the rolls: {changes:list}": "by zgadzało się z rzutami: {changes:list}",
    "to match {name}: {changes:list}": "by zgadzało się z {name}: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} byłoby {value} (odczytano {read})",
    "holds {mine:list} where {name} holds {theirs:list}": "ma {mine:list} tam, gdzie {name} ma {theirs:list}",
    "nothing": "nic",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "kart niezgodnych z pozostałymi: {flagged} z {count}; te zdjęcia są chyba z więcej niż jednej gry, więc "
        "każda karta jest odczytywana osobno",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "kart z innymi rzutami niż reszta: {flagged} z {count}; te zdjęcia pochodzą z kilku gier (liczba gier: "
        "{games}), każda ma osobny ranking",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "obie karty mają różne pary, a przy dwóch kartach nie da się ustalić, która jest dobra: obie są oznaczone "
        "i zostają tak, jak je odczytano",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "jedna karta: bez zapisu rzutów nie ma jej z czym porównać; jest odczytywana osobno",
    "missing {pair}: rolled, but not on the sheet": "brakuje {pair}: wyrzucone, ale nie ma na karcie",
    "missing {pair} twice: rolled, but not on the sheet":
        "brakuje {pair} dwa razy: wyrzucone, ale nie ma na karcie",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "brakuje {pair} {count} razy: wyrzucone, ale nie ma na karcie",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "nadmiarowe {pair} w wierszu {row}: jest na karcie, ale nie zostało wyrzucone",
    "row {row} column {col}: written, but its mirror space is empty":
        "wiersz {row}, kolumna {col}: wpisane, ale pole lustrzane jest puste",
    "{file}: no score sheet found":
        "{file}: nie znaleziono karty wyników",
    "{file}: no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "{file}: nie znaleziono karty wyników (brak znaczników i siatki pól arkusza {pads:list})",
    "{file}: no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "{file}: nie znaleziono karty wyników: siatka kwadratów ({count}) to nie arkusz {pads:list}",
    "{file}: empty file":
        "{file}: pusty plik",
    "{file}: could not be read ({error:any})":
        "{file}: nie udało się odczytać ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "karta niepełna: pustych pól {empty} z {spaces}; liczona tak, jak jest",
    "the JPEG is damaged ({detail:any}); check the reading":
        "plik JPEG jest uszkodzony ({detail:any}); sprawdź odczyt",
    "only {count} of 4 corner markers seen": "widać tylko {count} z 4 znaczników narożnych",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "zbyt nieostre, by odczytać (rozmycie {blur} mm): "
        "trzymaj telefon nieruchomo, więcej światła lub podejdź bliżej",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloczek {pad}{sheet}: zrób zdjęcie jeszcze raz: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "arkusz jest na zdjęciu mały (pola około {size} px): cyfry odczytuje się mniej pewnie; zrób zdjęcie z bliższa",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "arkusz {other} pasuje prawie tak dobrze jak arkusz {pad} ({score} wobec {best}): sprawdź arkusz",
    "ignored the QR code: {detail:any}": "pominięto kod QR: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "Arkusz {name}",
    " (sheet {number})": " (karta {number})",
    "{number:d}s": "Liczby {number}",
    "star bonus (in the above)": "premia za gwiazdkę (wliczona)",
    "hearts": "serca",
    "scoring group": "grupa punktująca",
    "scores nothing": "bez punktów",
    "check this space": "sprawdź to pole",
    "{count} spaces to check":
        ("Pola do sprawdzenia: {count}", "Pola do sprawdzenia: {count}", "Pola do sprawdzenia: {count}"),
    "every space read clearly": "wszystkie pola odczytane wyraźnie",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: {count} {count:karta/karty/kart} arkusza {pad} na {pages} {pages:stronie/stronach/stronach}",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: zawiera dokładnie wyrzucone pary (liczba par: {count})",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: nie zgadza się z rzutami z {rolls:any} (liczba rzutów: {count})",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "karta na arkuszu {pad} jest pełna: nie ma miejsca na rzut {roll}",
    "the roll log is empty: advice is for the newest roll":
        "zapis rzutów jest pusty: porada dotyczy ostatniego rzutu",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "karta nie zawiera rzutów sprzed ostatniego (liczba rzutów: {count}): {problems:parts}",
    "and {count} more":
        "i jeszcze {count}",
    "round {number} of {rounds}: rolled {first} {second}":
        "runda {number} z {rounds}: wyrzucono {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}": "{rank}. {placement}: oczekiwany wynik {expected:.1f}",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "wiersz {row}: {left} w kolumnie {left_col}, {right} w kolumnie {right_col}",
    "place (1-{count}, Enter = 1, ? = list all)": "wybór (1-{count}, Enter = 1, ? = pokaż wszystkie)",
    "your sheet:": "twoja karta:",
    "best possible with these rolls: {total}; you scored {score}":
        "najlepszy możliwy wynik przy tych rzutach: {total}; twój wynik: {score}",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "najlepszy możliwy wynik przy tych rzutach: {total} (nieudowodnione: do {bound}); twój wynik: {score}",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "najlepsza karta dla rzutów ({count}) na arkuszu {pad}: {total}, udowodniono, że lepszej nie ma "
        "({seconds:.1f} s)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "najlepsza karta dla rzutów ({count}) na arkuszu {pad}: {total}, nieudowodnione: karta może dać do {bound} "
        "({gap} więcej) ({seconds:.1f} s)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "rzut {first} {second} na arkuszu {pad}: możliwości: {count}, najlepsza pierwsza (oczekiwany wynik końcowy)",
    "({playouts} playouts)": "(rozegrań próbnych: {playouts})",
    "weighing the places": "porównuję możliwości",
    "= places the playouts cannot tell apart: any of them will do":
        "= możliwości, których rozegrania próbne nie rozróżniają: każda jest równie dobra",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "szukam najlepszego możliwego arkusza dla tych rzutów (--no-best to pomija)",
    "Game {number}":
        "Gra {number}",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "jeszcze bez zwycięzcy: {names:any} prowadzi z {total} punktami, do sprawdzenia na papierze",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} wygrywa z wynikiem {total} pkt, {lead} pkt przewagi",
    "{names:any} share the win with {total} points":
        "{names:any} dzielą zwycięstwo z wynikiem {total} pkt",
    "{name:any} scored {total} points":
        "{name:any}: {total} pkt",
    "best possible with these rolls: {total}":
        "najwięcej możliwe przy tych rzutach: {total}",
    "? = reading still to check":
        "? = odczyt do sprawdzenia",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "zapis rzutów: {rolls}, zapisane pary na karcie: {written}; karta odczytana bez rzutów",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: pola: {spaces}, gwiazdy: {stars}, rundy: {rounds}, najwyżej {best} pkt",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: pola: {spaces}, gwiazdy: {stars}, serca: {hearts} (+{bonus}), "
        "rundy: {rounds}, najwyżej {best} pkt",
    "Pad {pad}":
        "Arkusz {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] pole   [*] gwiazda (x2)   [h] serce   | linia środkowa",
    "stars:  {cells:any}":
        "gwiazdy: {cells:any}",
    "hearts: {cells:any}":
        "serca: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "serca: {cells:any} (wszystkie takie same: +{bonus})",
    "row {row} column {col}":
        "wiersz {row}, kolumna {col}",
    "fingerprint: {fingerprint}   from: {source:any}":
        "odcisk: {fingerprint}   z: {source:any}",
    "notes: {notes:any}":
        "uwagi: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "gra dnia {day}: {total} z {best} możliwych",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "gra dnia {day}: {total} z {best} możliwych (nieudowodnione: do {bound})",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "Splitter dnia {day} · arkusz {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "Splitter dnia",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "gra dnia {day}: karta nie zawiera {count} rzutów dnia na arkuszu {pad}:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "nieznany język {lang!r}; wybierz jeden z {languages:list}",
}
