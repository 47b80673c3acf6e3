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
    "to hold the rolls, one of these (the rolls cannot say which): {choices}":
        "by zgadzało się z rzutami, jedno z tych (rzuty nie mówią, które): {choices}",
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
    "{file}: empty file":
        "{file}: pusty plik",
    "{file}: could not be read ({error:any})":
        "{file}: nie udało się odczytać ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "karta niepełna: pustych pól {empty} z {spaces}; liczona tak, jak jest",
    "the JPEG is damaged ({detail:any}); check the reading":
        "plik JPEG jest uszkodzony ({detail:any}); sprawdź odczyt",
    "only {count} of 4 corner markers seen": "widać tylko {count} z 4 znaczników narożnych",
    "too blurred to find a score sheet (blur at least {blur} mm): hold the phone still, add light, "
        "or come closer":
        "zbyt nieostre, by znaleźć kartę wyników (rozmycie co najmniej {blur} mm): "
        "trzymaj telefon nieruchomo, więcej światła lub podejdź bliżej",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "zbyt nieostre, by odczytać (rozmycie {blur} mm): "
        "trzymaj telefon nieruchomo, więcej światła lub podejdź bliżej",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: bloczek {pad}{sheet}: zrób zdjęcie jeszcze raz: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "arkusz jest na zdjęciu mały (pola około {size} px): cyfry odczytuje się mniej pewnie; zrób zdjęcie z bliższa",
    "the pad letter printed on the sheet reads {letter}, not {pad}: check the pad":
        "litera bloku wydrukowana na arkuszu to {letter}, nie {pad}: sprawdź blok",
    "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model":
        "odczytane przez Tesseract, zapasowe rozwiązanie dla drukowanych cyfr: przy piśmie odręcznym mniej pewne niż "
        "model",
    "tesseract, a fallback for printed digits":
        "Tesseract, zapasowy dla drukowanych cyfr",
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
    "what the rolls would have here": "co dałyby tu rzuty",
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
    "photo":
        "zdjęcie",
    "{file}: not a photo; take a photo of the sheet with the phone's camera":
        "{file}: to nie jest zdjęcie; sfotografuj kartę aparatem telefonu",
    "{file}: every reader is busy; send it again in {seconds} seconds":
        "{file}: wszystkie czytniki są zajęte; wyślij je ponownie za {seconds} s",
    "{file}: the reader stopped while reading it (out of memory?); send it again, or a smaller photo":
        "{file}: czytnik przerwał odczyt (brak pamięci?); wyślij je ponownie albo mniejsze zdjęcie",
    "{file}: cannot encode the sheet's picture":
        "{file}: nie da się zapisać obrazu karty",
    "{file}: the stored picture of the sheet is damaged":
        "{file}: zapisany obraz karty jest uszkodzony",
    "sheet {sheet}: cannot encode the picture":
        "karta {sheet}: nie da się zapisać obrazu",
    "board: choose one of {boards:list}":
        "arkusz: wybierz {boards:list}",
    "dice: give two numbers from 1 to 6, e.g. [3, 5]":
        "kości: dwie liczby od 1 do 6, np. [3, 5]",
    "player: give the player's name":
        "imię: wpisz imię gracza",
    "player: a name of at most {count} characters, please":
        "imię: najwyżej {count} znaków",
    "player: the name holds control characters":
        "imię: imię zawiera znaki sterujące",
    "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)":
        "poprawka: [[wiersz, kolumna, liczba], ...] z liczbą 1-6 (null dla pustego pola)",
    "fix: {problem}":
        "poprawka: {problem}",
    "game {code} has no roll to take back":
        "gra {code} nie ma rzutu do cofnięcia",
    "upload: larger than the limit of {megabytes} MB; send a smaller photo":
        "przesyłanie: więcej niż limit {megabytes} MB; wyślij mniejsze zdjęcie",
    "request body: not valid JSON":
        "treść żądania: to nie jest poprawny JSON",
    "request body: send a JSON object with '{name}'":
        "treść żądania: wyślij obiekt JSON z '{name}'",
    "{where}: give a whole number":
        "{where}: podaj liczbę całkowitą",
    "{where}: not a valid value":
        "{where}: niepoprawna wartość",
    "lang: choose one of {languages:list}":
        "język: wybierz jeden z {languages:list}",
    "server: an internal error ({kind}); try again, and tell whoever runs the server if it stays":
        "serwer: błąd wewnętrzny ({kind}); spróbuj ponownie, a jeśli się powtarza, powiedz osobie, która "
        "prowadzi serwer",
    "request: the form could not be read; send the player's name and one photo":
        "żądanie: nie udało się odczytać formularza; wyślij imię gracza i jedno zdjęcie",
    "request: refused ({status})":
        "żądanie: odrzucone ({status})",
    "not found: check the address":
        "nie znaleziono: sprawdź adres",
    "this address does not take this request":
        "ten adres nie przyjmuje takiego żądania",
    "{problem}; {remedy}":
        "{problem}; {remedy}",
    "choose pad {pad} above":
        "wybierz powyżej arkusz {pad}",
    "start a new game on pad {pad} for this sheet":
        "zacznij dla tej karty nową grę na arkuszu {pad}",
    "photo: send the sheet's photo as the multipart file field 'photo'":
        "zdjęcie: wyślij zdjęcie karty jako plik w polu multipart 'photo'",
    "request body: send a JSON object with 'date', 'pad' and 'grid'":
        "treść żądania: wyślij obiekt JSON z 'date', 'pad' i 'grid'",
    "date: write the day as YYYY-MM-DD":
        "data: wpisz dzień jako RRRR-MM-DD",
    "{variable}: not set; start the server with splitter serve":
        "{variable}: nie ustawiono; uruchom serwer poleceniem splitter serve",
    # Files that cannot be read (game.textfile, reading.photo.load).
    "a roll log":
        "dziennik rzutów",
    "a layout file":
        "plik układu",
    "a sheet file":
        "plik karty",
    "a photo":
        "zdjęcie",
    "a named pipe (FIFO)":
        "potok nazwany (FIFO)",
    "a character device":
        "urządzenie znakowe",
    "a block device":
        "urządzenie blokowe",
    "a socket":
        "gniazdo",
    "something other than a file":
        "czymś innym niż plik",
    "{file}: cannot read: {error:any}":
        "{file}: nie można odczytać: {error:any}",
    "{file}: too large for {what} (over {amount})":
        "{file}: za duży jak na {what} (ponad {amount})",
    "{file}: is a directory, not {what}":
        "{file}: to folder, a nie {what}",
    "{file}: is {kind}; {what} must be a regular file":
        "{file}: to {kind}; {what} musi być zwykłym plikiem",
    "{file}: damaged UTF-16 text; save it as UTF-8":
        "{file}: uszkodzony tekst UTF-16; zapisz go jako UTF-8",
    "{file}: UTF-16 text without a byte-order mark; save it as UTF-8":
        "{file}: tekst UTF-16 bez znacznika kolejności bajtów; zapisz go jako UTF-8",
    "{file}: binary data, not {what}":
        "{file}: dane binarne, a nie {what}",
    "{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8":
        "{file}: to nie tekst UTF-8 (bajt 0x{byte:02x} w wierszu {line}); zapisz go jako UTF-8",
    "JPEG, PNG, WebP, TIFF, BMP or HEIC":
        "JPEG, PNG, WebP, TIFF, BMP lub HEIC",
    "{file}: cannot decode this JPEG file again at full size":
        "{file}: nie można ponownie zdekodować tego pliku JPEG w pełnym rozmiarze",
    "{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}":
        "{file}: to GIF (animacja lub grafika), a nie zdjęcie; wyślij zdjęcie jako {kinds}",
    "{file}: not an image (expected {kinds})":
        "{file}: to nie obraz (oczekiwano: {kinds})",
    "{file}: truncated {kind} (the file ends before the picture does); copy it again":
        "{file}: ucięty {kind} (plik kończy się przed końcem obrazu); skopiuj go jeszcze raz",
    "{file}: cannot decode this {kind} file (damaged or an unsupported variant)":
        "{file}: nie można zdekodować tego pliku {kind} (uszkodzony lub nieobsługiwany wariant)",
    "{file}: no such file":
        "{file}: nie ma takiego pliku",
    "{file}: permission denied":
        "{file}: brak uprawnień",
    "{file}: no photo piped in":
        "{file}: nie przekazano zdjęcia przez potok",
    "{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); or export the photo as JPEG":
        "{file}: zdjęcia HEIC wymagają pillow-heif (pip install 'splitter-print[heic]'); albo wyeksportuj zdjęcie "
        "jako JPEG",
    "{file}: too many pixels (over {limit:,}); is it really a photo?":
        "{file}: za dużo pikseli (ponad {limit:,}); czy to na pewno zdjęcie?",
    "{file}: damaged {kind} header (no image can be opened from it)":
        "{file}: uszkodzony nagłówek {kind} (nie da się z niego otworzyć obrazu)",
    "{file}: damaged {kind} header ({detail:any})":
        "{file}: uszkodzony nagłówek {kind} ({detail:any})",
    "{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo down":
        "{file}: za dużo pikseli ({width} × {height} = {pixels:,}, limit {limit:,}); zmniejsz zdjęcie",
    "{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each side":
        "{file}: za małe ({width} × {height} pikseli); karta potrzebuje co najmniej {side} pikseli z każdej strony",
    # The reader's refusals and warnings (reading.scan, reading.locate, reading.budget, reading.recognise).
    "row {row} column {col} is not a space on pad {pad}":
        "wiersz {row}, kolumna {col} to nie pole arkusza {pad}",
    "{file}: the fix {cell}: {problem}":
        "{file}: poprawka {cell}: {problem}",
    "{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)":
        "{fix!r} to nie poprawka: napisz WIERSZ,KOLUMNA=LICZBA, np. 3,0=5 (albo 3,0=- dla pustego)",
    "pad {pad}":
        "arkusz {pad}",
    "pad {pad} of another layout (fingerprint {found}, not {expected})":
        "arkusz {pad} innego układu (odcisk {found}, nie {expected})",
    "{where}: the sheet's QR code says {said}, not pad {asked}":
        "{where}: kod QR karty mówi {said}, a nie arkusz {asked}",
    "{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it again":
        "{file}: {problem}; plik JPEG jest uszkodzony ({detail:any}), może dlatego: wyślij go jeszcze raz",
    "{file}: {problem}":
        "{file}: {problem}",
    "{file}: sheet {number}":
        "{file}: karta {number}",
    "no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "nie znaleziono karty wyników: siatka kwadratów ({count}) to nie arkusz {pads:list}",
    "no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "nie znaleziono karty wyników (brak znaczników i siatki pól arkusza {pads:list})",
    "no QR code read: pad {pad} chosen over pad {other} by its spaces":
        "nie odczytano kodu QR: wybrano arkusz {pad} zamiast {other} na podstawie pól",
    "pad {other} fits almost as well as pad {pad}: check the pad":
        "arkusz {other} pasuje prawie tak dobrze jak arkusz {pad}: sprawdź arkusz",
    "too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; photograph the sheet "
    "alone, filling most of the picture":
        "za dużo kształtów ({kind}: {count:,}, przeszukuje się najwyżej {most:,}): to nie karta wyników; sfotografuj "
        "samą kartę, tak by wypełniała większość zdjęcia",
    "squares":
        "kwadraty",
    "outlines":
        "kontury",
    "markers":
        "znaczniki",
    "the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one among too many shapes; "
    "photograph the sheet alone":
        "szukanie karty trwało ponad {seconds:g} s procesora: to nie karta wyników albo leży wśród zbyt wielu "
        "kształtów; sfotografuj samą kartę",
    "the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one among too many shapes; photograph "
    "the sheet alone":
        "szukanie karty wymagało ponad {megabytes:g} MB: to nie karta wyników albo leży wśród zbyt wielu kształtów; "
        "sfotografuj samą kartę",
    "the trained digit model cannot be loaded ({error:any})":
        "nie można wczytać wytrenowanego modelu cyfr ({error:any})",
    "unknown engine {name!r}; choose one of {names:list}":
        "nieznany silnik {name!r}; wybierz jeden z: {names:list}",
    "tesseract is not installed; install the Debian package tesseract-ocr":
        "tesseract nie jest zainstalowany; zainstaluj pakiet Debiana tesseract-ocr",
    # The command line's remedies and notes (cli.common): what to do, with its options.
    "{problem}; scan it with --board {pad} or --board auto":
        "{problem}; odczytaj ją z --board {pad} albo --board auto",
    "{problem}; give the layout file it was printed from with --board FILE":
        "{problem}; podaj plik układu, z którego ją wydrukowano, przez --board PLIK",
    "{problem} (for your own layout give --board FILE)":
        "{problem} (dla własnego układu podaj --board PLIK)",
    "{problem}; use --engine {engine}":
        "{problem}; użyj --engine {engine}",
    "{problem}; print the rest with another run, --first-serial {next}":
        "{problem}; wydrukuj resztę w kolejnym uruchomieniu, --first-serial {next}",
    "{problem}; pipe one, e.g. splitter scan - < photo.jpg":
        "{problem}; przekaż je przez potok, np. splitter scan - < zdjecie.jpg",
    "--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once":
        "--jobs {jobs}: dostępnych rdzeni procesora jest tu tylko {cores}, więc naraz czyta się {cores} zdjęć",
    # Notes on what was read of a photo (reading.photo.pdf, night.table).
    "the photo holds {count} sheets; only the first was read: upload one photo per sheet":
        "na zdjęciu jest kart: {count}; odczytano tylko pierwszą: wyślij jedno zdjęcie na kartę",
    "the PDF has {count} pages; only the first was read (name another as {file}#p2)":
        "PDF ma stron: {count}; odczytano tylko pierwszą (inną wskaż jako {file}#p2)",
    # Roll logs, layouts, sheets, the best sheet and the daily game that cannot be used (game).
    "{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41":
        "{file}:{line}: {token!r} to nie rzut; napisz dwie liczby 1-6, np. 41",
    "{file}:{line}: {char} is not a die number (1-6) in roll {token!r}":
        "{file}:{line}: {char} to nie liczba oczek (1-6) w rzucie {token!r}",
    "{file}:{line}: {char} is not a die number (1-6)":
        "{file}:{line}: {char} to nie liczba oczek (1-6)",
    "{file}:{line}: a lone die {die} before roll {token!r}; write both numbers of each roll":
        "{file}:{line}: pojedyncza kostka {die} przed rzutem {token!r}; napisz obie liczby każdego rzutu",
    "{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers":
        "{file}:{line}: pojedyncza kostka {die} na końcu wiersza; rzut wymaga dwóch liczb",
    "{file}: no rolls in this roll log (write them as 41 54 33 ...)":
        "{file}: w tym dzienniku nie ma rzutów (zapisz je tak: 41 54 33 ...)",
    "{count} rolls but pad {pad} has room for {room}":
        "rzutów: {count}, a arkusz {pad} mieści {room}",
    "the hint sheet does not hold exactly these {count} rolls on pad {pad}":
        "karta podpowiedzi nie zawiera dokładnie tych rzutów ({count}) na arkuszu {pad}",
    "the date":
        "data",
    "the pad":
        "arkusz",
    "the sheet's pad":
        "arkusz karty",
    "{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01":
        "{source}: {text!r} to nie data; napisz RRRR-MM-DD, np. 2026-12-01",
    "{source}: {text} is not a day of the calendar; write YYYY-MM-DD":
        "{source}: {text} to nie dzień kalendarza; napisz RRRR-MM-DD",
    "{source}: the daily game is dealt for pads {pads}, not {pad!r}":
        "{source}: gra dnia jest na arkusze {pads}, nie na {pad!r}",
    "the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped pads {pads}":
        "arkusz karty: własny układ o nazwie {pad!r}; gra dnia jest na dołączone arkusze {pads}",
    "the sheet is on pad {pad}, the day's best is for pad {best}":
        "karta jest na arkuszu {pad}, a najlepszy wynik dnia dotyczy arkusza {best}",
    "{file}: not valid TOML: {error:any}":
        "{file}: niepoprawny TOML: {error:any}",
    "{file}: TOML nested too deep for a layout":
        "{file}: TOML zbyt głęboko zagnieżdżony jak na układ",
    "missing key \"name\" (a short text such as \"A\")":
        "brak klucza \"name\" (krótki tekst, np. \"A\")",
    "\"title\" and \"notes\" must be text":
        "\"title\" i \"notes\" muszą być tekstem",
    "\"heart_bonus\" must be a whole number of 0 or more":
        "\"heart_bonus\" musi być liczbą całkowitą od 0 wzwyż",
    "missing key \"pattern\" (the pad drawn as text in a \"\"\" block)":
        "brak klucza \"pattern\" (arkusz narysowany tekstem w bloku \"\"\")",
    "the pattern is empty":
        "wzór jest pusty",
    "the pattern has {rows} rows; at most {most} are allowed":
        "wzór ma wierszy: {rows}; dozwolone najwyżej {most}",
    "unknown character {char!r} in row {row} column {col}; use # space, * star, h heart, . no space":
        "nieznany znak {char!r} w wierszu {row}, kolumnie {col}; użyj # pole, * gwiazda, h serce, . bez pola",
    "row {row} is {width} wide but row 0 is {first}; every row must be as wide":
        "wiersz {row} ma szerokość {width}, a wiersz 0 ma {first}; wszystkie wiersze muszą być równie szerokie",
    "row {row} is {width} wide; rows need an even width to split at the centre line":
        "wiersz {row} ma szerokość {width}; wiersze muszą mieć parzystą szerokość, by dzielić się na linii środkowej",
    "row {row} is {width} wide; at most {most} are allowed":
        "wiersz {row} ma szerokość {width}; dozwolone najwyżej {most}",
    "row {row} is not mirror-symmetric: column {col} and column {mirror} must both be spaces or both holes":
        "wiersz {row} nie jest symetryczny: kolumny {col} i {mirror} muszą być obie polami albo obie dziurami",
    "the pattern has no space":
        "wzór nie ma żadnego pola",
    "{file}: \"{key}\" must be a list of [row, column] pairs":
        "{file}: \"{key}\" musi być listą par [wiersz, kolumna]",
    "star":
        "gwiazda",
    "heart":
        "serce",
    "{file}: \"{key}\" entry {item!r} is not a [row, column] pair":
        "{file}: wpis {item!r} w \"{key}\" to nie para [wiersz, kolumna]",
    "{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of {cols})":
        "{file}: {what} w wierszu {row}, kolumnie {col} leży poza wzorem ({rows} wierszy po {cols})",
    "{file}: {what} at row {row} column {col} is on a hole, not a space":
        "{file}: {what} w wierszu {row}, kolumnie {col} leży na dziurze, a nie na polu",
    "{name}: no such pad; known pads are {known:list}, or give a .toml file":
        "{name}: nie ma takiego arkusza; znane arkusze to {known:list}, albo podaj plik .toml",
    "row {row} column {col} holds {number!r}; only 1-6 may be written":
        "wiersz {row}, kolumna {col} zawiera {number!r}; wolno wpisać tylko 1-6",
    "no grid rows found":
        "nie znaleziono wierszy siatki",
    "bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)":
        "zły znak {char!r} w wierszu {row}, kolumnie {col}; użyj 1-6, - (puste) albo . (bez pola)",
    "the grid has {count} rows but pad {pad} has {rows}":
        "siatka ma wierszy: {count}, a arkusz {pad} ma {rows}",
    "the grid ends after {count} rows but pad {pad} has {rows}":
        "siatka kończy się po {count} wierszach, a arkusz {pad} ma {rows}",
    "row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without its . gaps)":
        "wiersz {row} ma szerokość {width}; wiersze arkusza {pad} mają {cols} (ten {spaces} bez przerw .)",
    "row {row} column {col} is a space on pad {pad}; write - if it is empty":
        "wiersz {row}, kolumna {col} to pole arkusza {pad}; napisz -, jeśli jest puste",
    "row {row} column {col} is not a space on pad {pad} but holds {char!r}":
        "wiersz {row}, kolumna {col} to nie pole arkusza {pad}, a zawiera {char!r}",
    "{file}:{line}: not valid JSON: {error:any}":
        "{file}:{line}: niepoprawny JSON: {error:any}",
    "{file}: JSON nested too deep for a sheet":
        "{file}: JSON zbyt głęboko zagnieżdżony jak na kartę",
    "{file}: JSON sheets need a \"grid\" list of text rows":
        "{file}: karty JSON wymagają listy \"grid\" z wierszami tekstu",
    "{file}: every \"grid\" entry must be a text row":
        "{file}: każdy wpis \"grid\" musi być wierszem tekstu",
    "{file}: \"board\" must be a pad name such as \"A\"":
        "{file}: \"board\" musi być nazwą arkusza, np. \"A\"",
    "{file}: {name}: no such pad; known pads are {known:list}":
        "{file}: {name}: nie ma takiego arkusza; znane arkusze to {known:list}",
    # A night's fixes and names that cannot be used (night.batch).
    "the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna":
        "nazwa {name!r}: napisz ZDJĘCIE=GRACZ, np. anna.jpg=Anna",
    "the name {name}: no such photo (or sheet) in this night":
        "nazwa {name}: nie ma takiego zdjęcia (ani karty) tego wieczoru",
    "{file}: no photos in this folder ({kinds:list})":
        "{file}: w tym folderze nie ma zdjęć ({kinds:list})",
    "the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo holding "
    "several; DIGIT - for empty)":
        "poprawka {fix}: napisz ZDJĘCIE:WIERSZ,KOLUMNA=LICZBA, np. anna.jpg:3,1=6 (ZDJĘCIE#N:... dla karty N na "
        "zdjęciu z kilkoma; LICZBA - dla pustego)",
    "the fix {fix}: no photo {photo} in this batch (name it by its path as given or by its file name)":
        "poprawka {fix}: w tej partii nie ma zdjęcia {photo} (podaj je ścieżką, jak je podano, albo nazwą pliku)",
    "the fix {fix}: {photo} could be {matches}; give its path":
        "poprawka {fix}: {photo} może oznaczać {matches}; podaj ścieżkę",
    "the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...":
        "poprawka {fix}: na {photo} jest kart: {count}; wskaż którą, np. {photo}#1:{cell}=...",
    "the fix {fix}: {photo} holds one sheet, not {sheet}":
        "poprawka {fix}: na {photo} jest jedna karta, nie {sheet}",
    "the fix {fix}: {photo} holds {count} sheets, not {sheet}":
        "poprawka {fix}: na {photo} jest kart: {count}, nie {sheet}",
    "the fix {fix}: {problem}":
        "poprawka {fix}: {problem}",
    # Joining names.
    "{first} or {last}":
        "{first} lub {last}",
    # Writing files, printing pads, QR codes, PDFs and the game-night store (atomic, paper, printing, night).
    "{file}: cannot write: {error:any}":
        "{file}: nie można zapisać: {error:any}",
    "{folder}: cannot make the folder: {error:any}":
        "{folder}: nie można utworzyć folderu: {error:any}",
    "{file}: cannot encode the picture":
        "{file}: nie można zakodować obrazu",
    "{count} rolls do not fit on pad {pad}, which holds {room}":
        "rzutów: {count} nie mieści się na arkuszu {pad}, który mieści {room}",
    "grid: send the sheet as a list of text rows, e.g. [\"..1535..\", ...]":
        "grid: wyślij kartę jako listę wierszy tekstu, np. [\"..1535..\", ...]",
    "{file}: not a photo (send {kinds})":
        "{file}: to nie zdjęcie (wyślij {kinds})",
    "server: cannot keep the photo ({error:any}); tell whoever runs the server":
        "serwer: nie można zachować zdjęcia ({error:any}); powiedz osobie, która prowadzi serwer",
    "game {code}: too many rolls recorded at once; try again":
        "gra {code}: zbyt wiele rzutów zapisano naraz; spróbuj jeszcze raz",
    "no game {code!r}: check the code":
        "nie ma gry {code!r}: sprawdź kod",
    "game {code} has no sheet {sheet}":
        "gra {code} nie ma karty {sheet}",
    "{folder}: cannot make the data folder: {error:any}":
        "{folder}: nie można utworzyć folderu danych: {error:any}",
    "{database}: cannot open the database: {error:any}":
        "{database}: nie można otworzyć bazy danych: {error:any}",
    "this photo is {owner}'s sheet already: photograph {player}'s sheet":
        "to zdjęcie to już karta gracza {owner}: sfotografuj kartę gracza {player}",
    "game {code}: holds {count} sheets, the most a game takes; start another game for more players":
        "gra {code}: ma kart: {count}, tyle mieści najwyżej jedna gra; dla kolejnych graczy zacznij nową grę",
    "game {code}: all {rounds} rolls are in; the game is over":
        "gra {code}: wszystkie rzuty ({rounds}) są już zapisane; gra się skończyła",
    "unknown paper {paper!r}; choose one of {papers:list}":
        "nieznany papier {paper!r}; wybierz jeden z: {papers:list}",
    "sheets per page must be one of {choices:list}, not {count}":
        "kart na stronę musi być {choices:list}, nie {count}",
    "{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; use fewer per page":
        "{count} kart na stronę {paper} dałoby pola {size:.1f} mm, poniżej {least:g} mm; daj mniej na stronę",
    "QR code is not a splitter sheet identity":
        "kod QR nie jest identyfikatorem karty splittera",
    "QR code text is too long ({count} characters) for a sheet identity":
        "tekst kodu QR jest za długi (znaków: {count}) jak na identyfikator karty",
    "sheet was printed with design version {version}; this program reads version {ours}":
        "kartę wydrukowano w wersji projektu {version}; ten program czyta wersję {ours}",
    "pad label {pad!r} must be 1-{most} characters A-Z or 0-9":
        "etykieta arkusza {pad!r} musi mieć 1-{most} znaków A-Z lub 0-9",
    "layout fingerprint {fingerprint!r} must be 8 lowercase hex digits":
        "odcisk układu {fingerprint!r} musi mieć 8 małych cyfr szesnastkowych",
    "sheet serial {serial} must be between 0 and {most}":
        "numer seryjny {serial} musi być od 0 do {most}",
    "format version {version} must be between 0 and 999":
        "wersja formatu {version} musi być od 0 do 999",
    "the number of sheets must be 1 or more, not {count}":
        "liczba kart musi wynosić 1 lub więcej, nie {count}",
    "{count} sheets: at most {most} sheets in one PDF":
        "kart: {count}: najwyżej {most} kart w jednym PDF",
    "the first serial number must be 0 or more and leave room for {count} sheets":
        "pierwszy numer seryjny musi wynosić 0 lub więcej i zostawić miejsce na kart: {count}",
    "the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}":
        "tabela ocen gry solo jest dla gier na {rounds} rund; arkusz {pad} ma {held}",
    "{file}: is a directory; give a file name such as pads.pdf":
        "{file}: to folder; podaj nazwę pliku, np. pads.pdf",
    "{file}: pads are written as PDF only; give a name ending in .pdf":
        "{file}: arkusze zapisuje się tylko jako PDF; podaj nazwę kończącą się na .pdf",
    "unknown style {style!r}; choose one of {styles:list}":
        "nieznany styl {style!r}; wybierz jeden z: {styles:list}",
    "{file}: the pad's name uses characters the pad font lacks ({missing}); rename it":
        "{file}: nazwa arkusza ma znaki, których brak w jego czcionce ({missing}); zmień nazwę",
    "export the page as a JPEG or PNG":
        "wyeksportuj stronę jako JPEG lub PNG",
    "{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium failed on it); "
    "{export}":
        "{file}: nie można odczytać tego PDF (potrzebuje ponad {seconds} s procesora lub {megabytes:,} MB albo pdfium "
        "się na nim wyłożył); {export}",
    "holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower resolution":
        "zawiera obraz {width} × {height} = {pixels:,} pikseli (limit {limit:,}); zeskanuj w niższej rozdzielczości",
    "{file}#p{page}: {file} is not a PDF, so it has no pages":
        "{file}#p{page}: {file} to nie PDF, więc nie ma stron",
    "{file}: cannot read this PDF (damaged, or it has no pages)":
        "{file}: nie można odczytać tego PDF (uszkodzony lub bez stron)",
    "{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files":
        "{file}: PDF ma stron: {count:,} (limit {most:,}); podziel go na mniejsze pliki",
    "{file}: the PDF has only {count} pages":
        ("{file}: PDF ma tylko {count} stronę",
         "{file}: PDF ma tylko {count} strony",
         "{file}: PDF ma tylko {count} stron"),
    "{file}: cannot read this page (its JPEG is damaged)":
        "{file}: nie można odczytać tej strony (jej JPEG jest uszkodzony)",
    "{file}: the PDF is locked (encrypted); save it again without a password or protection, or {export}":
        "{file}: PDF jest zablokowany (zaszyfrowany); zapisz go ponownie bez hasła i ochrony albo {export}",
    "a pad printed by splitter pad, with no photo on it; print it, fill it in, then photograph or scan the sheet":
        "arkusz wydrukowany przez splitter pad, bez zdjęcia; wydrukuj go, wypełnij, a potem sfotografuj lub zeskanuj "
        "kartę",
    "the page holds no picture (only text or drawing); scan the sheet, or {export}":
        "strona nie zawiera obrazu (tylko tekst lub rysunek); zeskanuj kartę albo {export}",
    "{file}: cannot read this page (damaged)":
        "{file}: nie można odczytać tej strony (uszkodzona)",
    "{file}: cannot read this PDF (damaged)":
        "{file}: nie można odczytać tego PDF (uszkodzony)",
    # The command line's own refusals (cli).
    "--host {host} --port {port}: cannot listen there ({error:any})":
        "--host {host} --port {port}: nie można tam nasłuchiwać ({error:any})",
    "--geometry needs a pad: splitter layouts A --geometry --json":
        "--geometry wymaga arkusza: splitter layouts A --geometry --json",
    # The command line's usage errors (cli): its options, said in the command's language.
    "{problem} (try '{command} --help')":
        "{problem} (zobacz '{command} --help')",
    "only one of SHEET and --rolls can be - (stdin)":
        "tylko jedno z KARTA i --rolls może być - (stdin)",
    "only one of --sheet and --rolls can be - (stdin)":
        "tylko jedno z --sheet i --rolls może być - (stdin)",
    "-o - writes the PDF to standard output, which is a terminal here; redirect it (-o - > pads.pdf) or give a file "
    "name":
        "-o - zapisuje PDF na standardowe wyjście, które jest tu terminalem; przekieruj je (-o - > pads.pdf) albo "
        "podaj nazwę pliku",
    "--share is for a game played here: add --solo":
        "--share jest dla gry rozegranej tutaj: dodaj --solo",
    "--rounds: a daily game is always {rounds} rolls":
        "--rounds: gra dnia ma zawsze {rounds} rzutów",
    "only one of --csv and --json can write to stdout":
        "tylko jedno z --csv i --json może pisać na standardowe wyjście",
    "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo":
        "batch czyta pliki i foldery ze zdjęciami, nie stdin (-); splitter scan - czyta jedno zdjęcie",
    "--share is for a daily game: add --daily":
        "--share jest dla gry dnia: dodaj --daily",
    "--daily reads against the day's rolls: leave out --rolls and --interactive":
        "--daily czyta według rzutów dnia: pomiń --rolls i --interactive",
    "- (a photo on stdin) can be given only once":
        "- (zdjęcie przez stdin) można podać tylko raz",
    "only one of PHOTO and --rolls can be - (stdin)":
        "tylko jedno z ZDJĘCIE i --rolls może być - (stdin)",
    "--interactive asks on stdin, so it cannot read a photo from stdin (-)":
        "--interactive pyta przez stdin, więc nie może czytać zdjęcia ze stdin (-)",
    # The command line stopped by Ctrl-C (cli.common).
    "interrupted":
        "przerwano",
    "sheet {sheet}: send the sheet's key or the keeper's as the X-Key header":
        "karta {sheet}: wyślij klucz karty albo gospodarza w nagłówku X-Key",
    "sheet {sheet}: only the phone that sent it or the game's keeper can remove it":
        "karta {sheet}: usunąć ją może tylko telefon, który ją wysłał, albo gospodarz gry",
    "game {code}: only the phone that keeps the rolls can add or take back a roll":
        "gra {code}: tylko telefon, który prowadzi rzuty, może dodać albo cofnąć rzut",
    "game {code}: this link to keep the rolls is used already or wrong; ask the phone that keeps the rolls "
    "for a new one":
        "gra {code}: ten link do prowadzenia rzutów został już użyty albo jest błędny; "
        "poproś telefon, który prowadzi rzuty, o nowy",
}
