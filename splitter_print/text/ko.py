"""The catalogue in Korean (the words of the Korean pad: 기록지, 용지, 칸, 합계), in the same
polite, plain style as the pads and the game-night page (docs/korean.md)."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "{number}: {parts}: {points}점",
    "{number}s: 0": "{number}: 0점",
    "{line} ({wasted} score nothing)": "{line} ({wasted}: 점수 없음)",
    "{count:w} lone 1s": "외따로 있는 칸 {count}개",
    "{count:w} separate groups of {number:w} {number}s": "{number}칸 묶음 {count}개",
    "{count:w} lone 1s, each on {stars} ({number} x {factor})":
        "{stars} 위의 외따로 있는 칸 {count}개 ({number} × {factor})",
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})":
        "{stars} 위의 {number}칸 묶음 {count}개 ({number} × {factor})",
    "{count:w} stars": "별 {count}개",
    "{count:w} connected {number}s": "이어진 {count}칸짜리 {number}",
    "{first} and {last}": "{first} 및 {last}",
    "hearts: {count:w} {number}s: {points}": "하트: {count}칸 모두 {number}: {points}점",
    "hearts: not all filled: 0": "하트: 다 채워지지 않음: 0점",
    "hearts: {numbers:list} are not all the same: 0":
        "하트: {numbers:list}, 모두 같은 숫자가 아님: 0점",
    "star bonus (counted above): {points}": "별 보너스 (위에 포함): {points}점",
    "total: {total}": "합계: {total}점",
    "total: {total} ({rating})": "합계: {total}점 ({rating})",
    "{file}: pad {pad}": "{file}: 기록지 {pad}",
    "{file}: warning: {warning}": "{file}: 주의: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: 기록지 {pad}{sheet}{serial} ({engine} 엔진으로 읽음)",
    ", sheet {number} of {count}": ", 용지 {count}장 중 {number}번째",
    ", serial {serial}": ", 일련번호 {serial}",
    "warning: {warning}": "주의: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "이 칸들을 확인하세요 (행,열): {doubts:list}; 고치려면 --fix 행,열=숫자",
    "{cell} ({value}?)": "{cell} ({value}?)",
    "empty": "빈칸",
    "rolls: {line}": "굴림: {line}",
    "reading photos": "사진을 읽는 중",
    "wrote {path:any}": "저장함: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: {row}행 {col}열",
    "picture: {picture:any}":
        "그림: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps":
        "읽은 값: {value}; 숫자 1-6, 빈칸은 -, 그대로 두려면 Enter",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: 더 이상 답이 없어요. 남은 확인할 칸은 읽은 그대로 둡니다",
    "please type 1-6, - or just Enter": "1-6, - 또는 Enter만 입력해 주세요",
    "--fix {fix}: not applied, {file} could not be read":
        "--fix {fix}: 적용하지 못했어요. {file} 파일을 읽을 수 없어요",
    "note: {note}": "참고: {note}",
    "rolls ({source}): {rolls}": "굴림 ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "게임 {number} 굴림 ({source}): {rolls}",
    "given": "기록 파일",
    "estimated": "기록지들에서 추정",
    "no sheet could be scored": "점수를 매긴 기록지가 없어요",
    "place": "순위",
    "sheet": "용지",
    "total": "합계",
    "best": "최고",
    "pad": "기록지",
    "notes": "참고",
    "game {number}:": "게임 {number}:",
    "flagged: {reason} (see below)": "확인 필요: {reason} (아래 참고)",
    "{count} space(s) corrected by the rolls": "굴림 기록으로 고친 칸 {count}개",
    "{count} space(s) corrected by the rolls and the player's own hand":
        "굴림 기록과 플레이어의 글씨로 고친 칸 {count}개",
    "{count} to check": "확인할 칸 {count}개",
    "{count} spaces fixed by hand ({cells})": "직접 고친 칸 {count}개 ({cells})",
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}. 읽은 그대로 둡니다. 종이를 확인하세요:",
    "if the paper says so, run the same command again with: {options}":
        "종이에도 그렇게 적혀 있다면 같은 명령에 다음을 붙여 다시 실행하세요: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "이 굴림으로 기록지 {pad}에서 낼 수 있는 최고 점수: {total}점 (증명됨)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "이 굴림으로 기록지 {pad}에서 낼 수 있는 최고 점수: {total}점 (증명 안 됨: 최대 {bound}점)",
    "Splitter game night": "Splitter 게임의 밤",
    "Rolls ({source}): {rolls}": "굴림 ({source}): {rolls}",
    "none": "없음",
    "Place": "순위",
    "Sheet": "용지",
    "Total": "합계",
    "Behind": "점수 차",
    "To check": "확인할 칸",
    "Status": "상태",
    "What to do": "할 일",
    "winner": "우승",
    "ok": "정상",
    "flagged": "확인 필요",
    "{reason}; look at the paper:": "{reason}. 종이를 확인하세요:",
    "Photos that could not be read": "읽지 못한 사진",
    "made by splitter_print {version}": "만든 프로그램: splitter_print {version}",
    "does not hold the rolls": "굴림 기록과 맞지 않아요",
    "does not seem to hold these rolls":
        "이 굴림 기록의 시트가 아닌 것 같아요",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "쌍 {count}개가 굴림 기록에 없어요: 다른 게임의 시트이거나 다른 게임의 굴림 기록인가요?",
    "disagrees with {name}": "{name} 기록지와 맞지 않아요",
    "{name} (sheet {number})": "{name} ({number}번 용지)",
    "this sheet {reason}; kept as read, please check:":
        "이 기록지는 {reason}. 읽은 그대로 두니 확인해 주세요:",
    "corrected {cells:list} to fit the rolls": "굴림 기록에 맞게 {cells:list} 칸을 고쳤어요",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "굴림 기록에 맞게 {cells:list} 칸을 고쳤어요. 모두 이 플레이어가 기록지의 다른 곳에 쓴, 굴림 기록이 "
        "말하는 숫자와 같은 모양이에요",
    "holds exactly the rolled pairs": "굴린 쌍과 정확히 맞아요",
    "the reading fits the rolls only by overruling clear digits":
        "또렷하게 읽은 숫자를 무시해야만 굴림 기록과 맞아요",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "고칠 곳은 모두 읽은 숫자가 {read}, 굴림 기록의 숫자가 {rolled}: 이 플레이어의 {rolled} 글씨가 이런 "
        "모양이라면 보정 칸(1부터 6까지 한 번씩)을 채우게 해서 프로그램이 글씨를 익히게 하세요",
    "to hold the rolls: {changes:list}": "굴림 기록과 맞추려면: {changes:list}",
    "to hold the rolls, one of these (the rolls cannot say which): {choices}":
        "굴림 기록과 맞추려면 다음 중 하나예요 (굴림 기록으로는 어느 쪽인지 알 수 없어요): {choices}",
    "to match {name}: {changes:list}": "{name} 기록지와 맞추려면: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} → {value} (읽은 값 {read})",
    "holds {mine:list} where {name} holds {theirs:list}":
        "{name}에는 {theirs:list}, 이 기록지에는 {mine:list}",
    "nothing": "없음",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "기록지 {count}장 중 {flagged}장이 나머지와 맞지 않아요. 여러 게임의 사진인 것 같아 기록지마다 따로 읽어요",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "기록지 {count}장 중 {flagged}장의 굴림이 나머지와 달라요. 사진이 {games}개 게임의 것이라 순위를 따로 매겨요",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "두 기록지의 쌍이 서로 달라요. 두 장만으로는 어느 쪽이 맞는지 알 수 없어 둘 다 확인 필요로 표시하고 읽은 "
        "그대로 둬요",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "기록지 한 장: 굴림 기록이 없으면 비교할 것이 없어 따로 읽어요",
    "missing {pair}: rolled, but not on the sheet": "{pair} 없음: 굴렸지만 기록지에 없어요",
    "missing {pair} twice: rolled, but not on the sheet":
        "{pair} 두 번 없음: 굴렸지만 기록지에 없어요",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "{pair} {count}번 없음: 굴렸지만 기록지에 없어요",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "{row}행에 {pair} 더 있음: 기록지에는 있지만 굴리지 않았어요",
    "row {row} column {col}: written, but its mirror space is empty":
        "{row}행 {col}열: 적혀 있지만 짝이 되는 칸이 비어 있어요",
    "{file}: no score sheet found":
        "{file}: 점수 기록지를 찾지 못했어요",
    "{file}: empty file":
        "{file}: 빈 파일이에요",
    "{file}: could not be read ({error:any})":
        "{file}: 읽을 수 없어요 ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "일부만 채움: {spaces}칸 중 {empty}칸이 비어 있어요. 지금 상태로 점수를 매겼어요",
    "the JPEG is damaged ({detail:any}); check the reading":
        "JPEG 파일이 손상됐어요 ({detail:any}). 읽은 결과를 확인하세요",
    "only {count} of 4 corner markers seen": "모서리 표시 4개 중 {count}개만 보여요",
    "too blurred to find a score sheet (blur at least {blur} mm): hold the phone still, add light, "
        "or come closer":
        "너무 흐려서 점수 기록지를 찾을 수 없어요 (흐림 {blur} mm 이상): "
        "휴대폰을 가만히 들고, 더 밝게 하거나 더 가까이서 찍어 주세요",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "너무 흐려서 읽을 수 없어요 (흐림 {blur} mm): 휴대폰을 가만히 들고, 더 밝게 하거나 더 가까이서 찍어 주세요",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: 패드 {pad}{sheet}: 다시 찍어 주세요: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "사진 속 시트가 작아요 (칸 약 {size}px): 숫자를 덜 확실하게 읽어요. 더 가까이서 찍어 주세요",
    "the pad letter printed on the sheet reads {letter}, not {pad}: check the pad":
        "시트에 인쇄된 패드 글자가 {pad}가 아니라 {letter}로 읽힙니다: 패드를 확인하세요",
    "read by Tesseract, a fallback for printed digits: on handwriting it is less reliable than the model":
        "Tesseract로 읽음: 인쇄된 숫자용 대체 수단이며, 손글씨에서는 모델보다 덜 정확합니다",
    "tesseract, a fallback for printed digits":
        "Tesseract, 인쇄된 숫자용 대체 수단",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "기록지 {other}도 기록지 {pad}만큼 잘 맞아요 ({score} 대 {best}). 기록지를 확인하세요",
    "ignored the QR code: {detail:any}": "QR 코드를 무시했어요: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "기록지 {name}",
    " (sheet {number})": " ({number}번 용지)",
    "{number:d}s": "{number}",
    "star bonus (in the above)": "별 보너스 (위에 포함)",
    "hearts": "하트",
    "scoring group": "점수가 나는 묶음",
    "scores nothing": "점수 없음",
    "check this space": "이 칸을 확인하세요",
    "{count} spaces to check": "확인할 칸: {count}개",
    "every space read clearly": "모든 칸을 또렷하게 읽었어요",
    "what the rolls would have here": "굴림대로라면 여기 들어갈 숫자",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: 기록지 {pad} {count}장, {pages}쪽",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: 굴린 쌍 {count}개와 정확히 맞아요",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: {rolls:any}의 굴림 {count}번과 맞지 않아요",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "기록지 {pad}에 빈칸이 없어요 (놓을 굴림: {roll})",
    "the roll log is empty: advice is for the newest roll":
        "굴림 기록이 비어 있어요: 조언은 가장 최근 굴림에 대한 거예요",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "기록지가 가장 최근 굴림 전의 굴림 {count}번과 맞지 않아요: {problems:parts}",
    "and {count} more":
        "그 밖에 {count}개 더",
    "round {number} of {rounds}: rolled {first} {second}":
        "{rounds}라운드 중 {number}라운드: {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}":
        "{rank}. {placement}: 예상 {expected:.1f}점",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "{row}행: {left_col}열에 {left}, {right_col}열에 {right}",
    "place (1-{count}, Enter = 1, ? = list all)":
        "선택 (1-{count}, Enter = 1, ? = 모두 보기)",
    "your sheet:": "내 기록지:",
    "best possible with these rolls: {total}; you scored {score}":
        "이 굴림으로 낼 수 있는 최고 점수: {total}점, 내 점수: {score}점",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "이 굴림으로 낼 수 있는 최고 점수: {total}점 (증명 안 됨: 최대 {bound}점), 내 점수: {score}점",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "굴림 {count}번, 기록지 {pad}의 최고 기록지: {total}점, 더 나은 기록지가 없음이 증명됨 ({seconds:.1f}초)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "굴림 {count}번, 기록지 {pad}의 최고 기록지: {total}점, 증명 안 됨: 최대 {bound}점까지 가능 ({gap}점 더) "
        "({seconds:.1f}초)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "굴림 {first} {second}, 기록지 {pad}: 놓을 곳 {count}가지, 좋은 순서 (예상 최종 점수)",
    "({playouts} playouts)": "(시뮬레이션 {playouts}판)",
    "weighing the places": "놓을 곳을 비교하는 중",
    "= places the playouts cannot tell apart: any of them will do":
        "= 시뮬레이션으로 구별되지 않는 곳: 어느 것이든 좋음",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "이 주사위로 가능한 최고의 기록지를 찾는 중 (--no-best로 건너뜀)",
    "Game {number}":
        "{number}번째 게임",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "아직 우승자 없음: {names:any} {total}점으로 선두, 종이에서 확인이 필요해요",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} 승리: {total}점, {lead}점 차이",
    "{names:any} share the win with {total} points":
        "{names:any} 공동 승리: {total}점",
    "{name:any} scored {total} points":
        "{name:any}: {total}점",
    "best possible with these rolls: {total}":
        "이 주사위로 가능한 최고 점수: {total}",
    "? = reading still to check":
        "? = 다시 확인할 기록",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "굴림 기록은 {rolls}번, 이 기록지에 쓴 쌍은 {written}개예요: 굴림 없이 읽어요",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: 칸 {spaces}개, 별 {stars}개, {rounds}라운드, 최대 {best}점",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: 칸 {spaces}개, 별 {stars}개, 하트 {hearts}개 (+{bonus}), {rounds}라운드, 최대 {best}점",
    "Pad {pad}":
        "기록지 {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] 칸   [*] 별 (x2)   [h] 하트   | 가운데 선",
    "stars:  {cells:any}":
        "별: {cells:any}",
    "hearts: {cells:any}":
        "하트: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "하트: {cells:any} (모두 같으면 +{bonus})",
    "row {row} column {col}":
        "{row}행 {col}열",
    "fingerprint: {fingerprint}   from: {source:any}":
        "지문: {fingerprint}   파일: {source:any}",
    "notes: {notes:any}":
        "메모: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "오늘의 게임 {day}: 가능한 {best}점 중 {total}점",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "오늘의 게임 {day}: 가능한 {best}점 중 {total}점 (증명 안 됨: 최대 {bound}점)",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "오늘의 Splitter {day} · 기록지 {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "오늘의 Splitter",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "오늘의 게임 {day}: 기록지 {pad}에 오늘의 굴림 {count}번이 들어 있지 않아요:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "알 수 없는 언어 {lang!r}: {languages:list} 중에서 고르세요",
    "photo":
        "사진",
    "{file}: not a photo; take a photo of the sheet with the phone's camera":
        "{file}: 사진이 아니에요. 휴대폰 카메라로 기록지를 찍어 주세요",
    "{file}: every reader is busy; send it again in {seconds} seconds":
        "{file}: 지금은 모든 판독기가 바빠요. {seconds}초 뒤에 다시 보내 주세요",
    "{file}: the reader stopped while reading it (out of memory?); send it again, or a smaller photo":
        "{file}: 읽는 도중 판독기가 멈췄어요(메모리 부족?). 다시 보내거나 더 작은 사진을 보내 주세요",
    "{file}: cannot encode the sheet's picture":
        "{file}: 기록지 그림을 저장할 수 없어요",
    "{file}: the stored picture of the sheet is damaged":
        "{file}: 저장된 기록지 그림이 손상됐어요",
    "sheet {sheet}: cannot encode the picture":
        "기록지 {sheet}: 그림을 저장할 수 없어요",
    "board: choose one of {boards:list}":
        "기록지: {boards:list} 중에서 고르세요",
    "dice: give two numbers from 1 to 6, e.g. [3, 5]":
        "주사위: 1부터 6까지 숫자 두 개를 주세요(예: [3, 5])",
    "player: give the player's name":
        "이름: 플레이어 이름을 적어 주세요",
    "player: a name of at most {count} characters, please":
        "이름: {count}자 이내로 적어 주세요",
    "player: the name holds control characters":
        "이름: 이름에 제어 문자가 들어 있어요",
    "fix: give [[row, col, digit], ...] with digit 1-6 (null for an empty space)":
        "고치기: [[행, 열, 숫자], ...] 형식, 숫자는 1-6(빈칸은 null)",
    "fix: {problem}":
        "고치기: {problem}",
    "game {code} has no roll to take back":
        "게임 {code}에는 취소할 굴림이 없어요",
    "upload: larger than the limit of {megabytes} MB; send a smaller photo":
        "업로드: 한도 {megabytes}MB보다 커요. 더 작은 사진을 보내 주세요",
    "request body: not valid JSON":
        "요청 본문: 올바른 JSON이 아니에요",
    "request body: send a JSON object with '{name}'":
        "요청 본문: '{name}'이 든 JSON 객체를 보내 주세요",
    "{where}: give a whole number":
        "{where}: 정수를 주세요",
    "{where}: not a valid value":
        "{where}: 올바른 값이 아니에요",
    "lang: choose one of {languages:list}":
        "언어: {languages:list} 중에서 고르세요",
    "server: an internal error ({kind}); try again, and tell whoever runs the server if it stays":
        "서버: 내부 오류예요({kind}). 다시 해 보고, 계속되면 서버를 운영하는 사람에게 알려 주세요",
    "request: the form could not be read; send the player's name and one photo":
        "요청: 양식을 읽을 수 없어요. 플레이어 이름과 사진 한 장을 보내 주세요",
    "request: refused ({status})":
        "요청: 거절됐어요({status})",
    "not found: check the address":
        "찾을 수 없어요: 주소를 확인해 주세요",
    "this address does not take this request":
        "이 주소는 이런 요청을 받지 않아요",
    "{problem}; {remedy}":
        "{problem}. {remedy}",
    "choose pad {pad} above":
        "위에서 기록지 {pad}를 고르세요",
    "start a new game on pad {pad} for this sheet":
        "이 기록지는 기록지 {pad}로 새 게임을 시작해서 올려 주세요",
    "photo: send the sheet's photo as the multipart file field 'photo'":
        "사진: 기록지 사진을 multipart 파일 필드 'photo'로 보내 주세요",
    "request body: send a JSON object with 'date', 'pad' and 'grid'":
        "요청 본문: 'date', 'pad', 'grid'가 든 JSON 객체를 보내 주세요",
    "date: write the day as YYYY-MM-DD":
        "날짜: 날짜를 YYYY-MM-DD 형식으로 적어 주세요",
    "{variable}: not set; start the server with splitter serve":
        "{variable}: 설정되지 않았어요. splitter serve로 서버를 시작하세요",
    # Files that cannot be read (game.textfile, reading.photo.load).
    "a roll log":
        "굴림 기록",
    "a layout file":
        "배치 파일",
    "a sheet file":
        "기록지 파일",
    "a photo":
        "사진",
    "a named pipe (FIFO)":
        "이름 있는 파이프(FIFO)",
    "a character device":
        "문자 장치",
    "a block device":
        "블록 장치",
    "a socket":
        "소켓",
    "something other than a file":
        "파일이 아닌 것",
    "{file}: cannot read: {error:any}":
        "{file}: 읽을 수 없어요: {error:any}",
    "{file}: too large for {what} (over {amount})":
        "{file}: {what}(으)로는 너무 커요 ({amount} 초과)",
    "{file}: is a directory, not {what}":
        "{file}: 폴더예요. {what}이(가) 아니에요",
    "{file}: is {kind}; {what} must be a regular file":
        "{file}: {kind}예요. {what}은(는) 일반 파일이어야 해요",
    "{file}: damaged UTF-16 text; save it as UTF-8":
        "{file}: 손상된 UTF-16 텍스트예요. UTF-8로 저장하세요",
    "{file}: UTF-16 text without a byte-order mark; save it as UTF-8":
        "{file}: 바이트 순서 표시가 없는 UTF-16 텍스트예요. UTF-8로 저장하세요",
    "{file}: binary data, not {what}":
        "{file}: 이진 데이터예요. {what}이(가) 아니에요",
    "{file}: not UTF-8 text (byte 0x{byte:02x} on line {line}); save it as UTF-8":
        "{file}: UTF-8 텍스트가 아니에요 ({line}번째 줄의 바이트 0x{byte:02x}). UTF-8로 저장하세요",
    "JPEG, PNG, WebP, TIFF, BMP or HEIC":
        "JPEG, PNG, WebP, TIFF, BMP 또는 HEIC",
    "{file}: cannot decode this JPEG file again at full size":
        "{file}: 이 JPEG 파일을 원래 크기로 다시 풀 수 없어요",
    "{file}: is a GIF (an animation or a graphic), not a photo; send the photo as {kinds}":
        "{file}: GIF(애니메이션이나 그림)예요. 사진이 아니에요. 사진을 {kinds}(으)로 보내 주세요",
    "{file}: not an image (expected {kinds})":
        "{file}: 이미지가 아니에요 ({kinds} 파일이어야 해요)",
    "{file}: truncated {kind} (the file ends before the picture does); copy it again":
        "{file}: 잘린 {kind} 파일이에요 (그림보다 파일이 먼저 끝나요). 다시 복사해 주세요",
    "{file}: cannot decode this {kind} file (damaged or an unsupported variant)":
        "{file}: 이 {kind} 파일을 풀 수 없어요 (손상됐거나 지원하지 않는 형식이에요)",
    "{file}: no such file":
        "{file}: 그런 파일이 없어요",
    "{file}: permission denied":
        "{file}: 권한이 없어요",
    "{file}: no photo piped in":
        "{file}: 파이프로 받은 사진이 없어요",
    "{file}: HEIC photos need pillow-heif (pip install 'splitter-print[heic]'); or export the photo as JPEG":
        "{file}: HEIC 사진에는 pillow-heif가 필요해요 (pip install 'splitter-print[heic]'). 아니면 사진을 JPEG로 "
        "내보내 주세요",
    "{file}: too many pixels (over {limit:,}); is it really a photo?":
        "{file}: 픽셀이 너무 많아요 ({limit:,}개 초과). 정말 사진인가요?",
    "{file}: damaged {kind} header (no image can be opened from it)":
        "{file}: {kind} 헤더가 손상됐어요 (이미지를 열 수 없어요)",
    "{file}: damaged {kind} header ({detail:any})":
        "{file}: {kind} 헤더가 손상됐어요 ({detail:any})",
    "{file}: too many pixels ({width} x {height} = {pixels:,}, limit {limit:,}); scale the photo down":
        "{file}: 픽셀이 너무 많아요 ({width} × {height} = {pixels:,}, 한도 {limit:,}). 사진을 줄여 주세요",
    "{file}: too small ({width} x {height} pixels); a sheet needs at least {side} pixels on each side":
        "{file}: 너무 작아요 ({width} × {height} 픽셀). 기록지는 각 변에 {side}픽셀 이상이 필요해요",
    # The reader's refusals and warnings (reading.scan, reading.locate, reading.budget, reading.recognise).
    "row {row} column {col} is not a space on pad {pad}":
        "{row}행 {col}열은 기록지 {pad}의 칸이 아니에요",
    "{file}: the fix {cell}: {problem}":
        "{file}: 고칠 칸 {cell}: {problem}",
    "{fix!r} is not a fix: write ROW,COL=DIGIT, e.g. 3,0=5 (or 3,0=- for empty)":
        "{fix!r}은(는) 고칠 칸 형식이 아니에요: 행,열=숫자로 쓰세요. 예: 3,0=5 (빈칸은 3,0=-)",
    "pad {pad}":
        "기록지 {pad}",
    "pad {pad} of another layout (fingerprint {found}, not {expected})":
        "다른 배치의 기록지 {pad} (지문 {found}, {expected}이 아니에요)",
    "{where}: the sheet's QR code says {said}, not pad {asked}":
        "{where}: 용지의 QR 코드는 기록지 {asked}가 아니라 {said}라고 해요",
    "{file}: {problem}; the JPEG is damaged ({detail:any}), which may be why: send it again":
        "{file}: {problem}. JPEG 파일이 손상됐어요 ({detail:any}). 그래서일 수 있으니 다시 보내 주세요",
    "{file}: {problem}":
        "{file}: {problem}",
    "{file}: sheet {number}":
        "{file}: {number}번 용지",
    "no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "점수 기록지를 찾지 못했어요: 사각형 {count}개 격자가 있지만 기록지 {pads:list}의 격자가 아니에요",
    "no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "점수 기록지를 찾지 못했어요 (표시도 없고 기록지 {pads:list}의 칸 격자도 없어요)",
    "no QR code read: pad {pad} chosen over pad {other} by its spaces":
        "QR 코드를 읽지 못했어요: 칸 모양을 보고 기록지 {other} 대신 기록지 {pad}(으)로 골랐어요",
    "pad {other} fits almost as well as pad {pad}: check the pad":
        "기록지 {other}도 기록지 {pad}만큼 잘 맞아요. 기록지를 확인하세요",
    "too many shapes ({count:,} {kind}, at most {most:,} are searched): not a score sheet; photograph the sheet "
    "alone, filling most of the picture":
        "모양이 너무 많아요 ({kind} {count:,}개, 최대 {most:,}개까지만 찾아요): 점수 기록지가 아니에요. 기록지만 "
        "사진 대부분을 채우도록 찍어 주세요",
    "squares":
        "사각형",
    "outlines":
        "윤곽선",
    "markers":
        "표시",
    "the search for a sheet took over {seconds:g} CPU seconds: not a score sheet, or one among too many shapes; "
    "photograph the sheet alone":
        "기록지를 찾는 데 CPU {seconds:g}초 넘게 걸렸어요: 점수 기록지가 아니거나 다른 모양이 너무 많아요. 기록지만 "
        "찍어 주세요",
    "the search for a sheet needed over {megabytes:g} MB: not a score sheet, or one among too many shapes; photograph "
    "the sheet alone":
        "기록지를 찾는 데 {megabytes:g} MB 넘게 필요했어요: 점수 기록지가 아니거나 다른 모양이 너무 많아요. 기록지만 "
        "찍어 주세요",
    "the trained digit model cannot be loaded ({error:any})":
        "학습된 숫자 모델을 불러올 수 없어요 ({error:any})",
    "unknown engine {name!r}; choose one of {names:list}":
        "알 수 없는 엔진 {name!r}: {names:list} 중에서 고르세요",
    "tesseract is not installed; install the Debian package tesseract-ocr":
        "tesseract가 설치되어 있지 않아요. 데비안 패키지 tesseract-ocr을 설치하세요",
    # The command line's remedies and notes (cli.common): what to do, with its options.
    "{problem}; scan it with --board {pad} or --board auto":
        "{problem}. --board {pad} 또는 --board auto로 읽으세요",
    "{problem}; give the layout file it was printed from with --board FILE":
        "{problem}. 인쇄할 때 쓴 배치 파일을 --board 파일로 주세요",
    "{problem} (for your own layout give --board FILE)":
        "{problem} (직접 만든 배치는 --board 파일로 주세요)",
    "{problem}; use --engine {engine}":
        "{problem}. --engine {engine}을 쓰세요",
    "{problem}; print the rest with another run, --first-serial {next}":
        "{problem}. 나머지는 한 번 더 실행해서 인쇄하세요: --first-serial {next}",
    "{problem}; pipe one, e.g. splitter scan - < photo.jpg":
        "{problem}. 파이프로 보내 주세요. 예: splitter scan - < photo.jpg",
    "--jobs {jobs}: only {cores} CPU cores to use here, so {cores} photos are read at once":
        "--jobs {jobs}: 여기서 쓸 수 있는 CPU 코어가 {cores}개뿐이라 사진을 한 번에 {cores}장씩 읽어요",
    # Notes on what was read of a photo (reading.photo.pdf, night.table).
    "the photo holds {count} sheets; only the first was read: upload one photo per sheet":
        "사진에 용지가 {count}장 있어요. 첫 장만 읽었어요: 용지마다 사진을 한 장씩 올려 주세요",
    "the PDF has {count} pages; only the first was read (name another as {file}#p2)":
        "PDF가 {count}쪽이에요. 첫 쪽만 읽었어요 (다른 쪽은 {file}#p2처럼 지정하세요)",
    # Roll logs, layouts, sheets, the best sheet and the daily game that cannot be used (game).
    "{file}:{line}: {token!r} is not a roll; write two numbers 1-6 such as 41":
        "{file}:{line}: {token!r}은(는) 굴림이 아니에요. 41처럼 1-6 숫자 두 개를 쓰세요",
    "{file}:{line}: {char} is not a die number (1-6) in roll {token!r}":
        "{file}:{line}: 굴림 {token!r}의 {char}은(는) 주사위 숫자(1-6)가 아니에요",
    "{file}:{line}: {char} is not a die number (1-6)":
        "{file}:{line}: {char}은(는) 주사위 숫자(1-6)가 아니에요",
    "{file}:{line}: a lone die {die} before roll {token!r}; write both numbers of each roll":
        "{file}:{line}: 굴림 {token!r} 앞에 주사위 {die} 하나만 있어요. 굴림마다 숫자 두 개를 쓰세요",
    "{file}:{line}: a lone die {die} at the end of the line; a roll needs two numbers":
        "{file}:{line}: 줄 끝에 주사위 {die} 하나만 있어요. 굴림에는 숫자 두 개가 필요해요",
    "{file}: no rolls in this roll log (write them as 41 54 33 ...)":
        "{file}: 이 굴림 기록에 굴림이 없어요 (41 54 33 ...처럼 쓰세요)",
    "{count} rolls but pad {pad} has room for {room}":
        "굴림이 {count}번인데 기록지 {pad}에는 {room}번만 들어가요",
    "the hint sheet does not hold exactly these {count} rolls on pad {pad}":
        "힌트 용지에 기록지 {pad}의 이 굴림 {count}번이 정확히 들어 있지 않아요",
    "the date":
        "날짜",
    "the pad":
        "기록지",
    "the sheet's pad":
        "용지의 기록지",
    "{source}: {text!r} is not a date; write YYYY-MM-DD, e.g. 2026-12-01":
        "{source}: {text!r}은(는) 날짜가 아니에요. 2026-12-01처럼 YYYY-MM-DD로 쓰세요",
    "{source}: {text} is not a day of the calendar; write YYYY-MM-DD":
        "{source}: {text}은(는) 달력에 없는 날이에요. YYYY-MM-DD로 쓰세요",
    "{source}: the daily game is dealt for pads {pads}, not {pad!r}":
        "{source}: 오늘의 게임은 기록지 {pads}용이에요. {pad!r}용이 아니에요",
    "the sheet's pad: a layout of its own named {pad!r}; the daily game is dealt for the shipped pads {pads}":
        "용지의 기록지: {pad!r}(이)라는 직접 만든 배치예요. 오늘의 게임은 기본 기록지 {pads}용이에요",
    "the sheet is on pad {pad}, the day's best is for pad {best}":
        "용지는 기록지 {pad}인데 오늘의 최고 기록은 기록지 {best}용이에요",
    "{file}: not valid TOML: {error:any}":
        "{file}: 올바른 TOML이 아니에요: {error:any}",
    "{file}: TOML nested too deep for a layout":
        "{file}: 배치로 쓰기에는 TOML이 너무 깊게 중첩돼 있어요",
    "missing key \"name\" (a short text such as \"A\")":
        "\"name\" 키가 없어요 (\"A\" 같은 짧은 글)",
    "\"title\" and \"notes\" must be text":
        "\"title\"과 \"notes\"는 글이어야 해요",
    "\"heart_bonus\" must be a whole number of 0 or more":
        "\"heart_bonus\"는 0 이상의 정수여야 해요",
    "missing key \"pattern\" (the pad drawn as text in a \"\"\" block)":
        "\"pattern\" 키가 없어요 (\"\"\" 블록 안에 글자로 그린 기록지)",
    "the pattern is empty":
        "패턴이 비어 있어요",
    "the pattern has {rows} rows; at most {most} are allowed":
        "패턴이 {rows}줄이에요. 최대 {most}줄까지 돼요",
    "unknown character {char!r} in row {row} column {col}; use # space, * star, h heart, . no space":
        "{row}행 {col}열에 알 수 없는 문자 {char!r}가 있어요. # 칸, * 별, h 하트, . 칸 없음을 쓰세요",
    "row {row} is {width} wide but row 0 is {first}; every row must be as wide":
        "{row}행은 너비가 {width}인데 0행은 {first}이에요. 모든 행의 너비가 같아야 해요",
    "row {row} is {width} wide; rows need an even width to split at the centre line":
        "{row}행은 너비가 {width}이에요. 가운데 선에서 나누려면 너비가 짝수여야 해요",
    "row {row} is {width} wide; at most {most} are allowed":
        "{row}행은 너비가 {width}이에요. 최대 {most}까지 돼요",
    "row {row} is not mirror-symmetric: column {col} and column {mirror} must both be spaces or both holes":
        "{row}행이 좌우 대칭이 아니에요: {col}열과 {mirror}열은 둘 다 칸이거나 둘 다 빈 곳이어야 해요",
    "the pattern has no space":
        "패턴에 칸이 없어요",
    "{file}: \"{key}\" must be a list of [row, column] pairs":
        "{file}: \"{key}\"는 [행, 열] 쌍의 목록이어야 해요",
    "star":
        "별",
    "heart":
        "하트",
    "{file}: \"{key}\" entry {item!r} is not a [row, column] pair":
        "{file}: \"{key}\"의 항목 {item!r}은(는) [행, 열] 쌍이 아니에요",
    "{file}: {what} at row {row} column {col} is outside the pattern ({rows} rows of {cols})":
        "{file}: {row}행 {col}열의 {what}이(가) 패턴 밖에 있어요 ({cols}칸짜리 {rows}줄)",
    "{file}: {what} at row {row} column {col} is on a hole, not a space":
        "{file}: {row}행 {col}열의 {what}이(가) 칸이 아니라 빈 곳에 있어요",
    "{name}: no such pad; known pads are {known:list}, or give a .toml file":
        "{name}: 그런 기록지가 없어요. 있는 기록지는 {known:list}예요. 아니면 .toml 파일을 주세요",
    "row {row} column {col} holds {number!r}; only 1-6 may be written":
        "{row}행 {col}열에 {number!r}이(가) 있어요. 1-6만 쓸 수 있어요",
    "no grid rows found":
        "격자 행을 찾지 못했어요",
    "bad character {char!r} in row {row} column {col}; use 1-6, - (empty) or . (no space)":
        "{row}행 {col}열에 잘못된 문자 {char!r}가 있어요. 1-6, - (빈칸), . (칸 없음)을 쓰세요",
    "the grid has {count} rows but pad {pad} has {rows}":
        "격자는 {count}행인데 기록지 {pad}는 {rows}행이에요",
    "the grid ends after {count} rows but pad {pad} has {rows}":
        "격자가 {count}행에서 끝나는데 기록지 {pad}는 {rows}행이에요",
    "row {row} is {width} wide; pad {pad} rows are {cols} wide (this one {spaces} without its . gaps)":
        "{row}행은 너비가 {width}인데 기록지 {pad}의 행은 {cols}이에요 (이 행은 . 빈 곳을 빼면 {spaces})",
    "row {row} column {col} is a space on pad {pad}; write - if it is empty":
        "{row}행 {col}열은 기록지 {pad}의 칸이에요. 비어 있으면 -를 쓰세요",
    "row {row} column {col} is not a space on pad {pad} but holds {char!r}":
        "{row}행 {col}열은 기록지 {pad}의 칸이 아닌데 {char!r}이(가) 있어요",
    "{file}:{line}: not valid JSON: {error:any}":
        "{file}:{line}: 올바른 JSON이 아니에요: {error:any}",
    "{file}: JSON nested too deep for a sheet":
        "{file}: 용지로 쓰기에는 JSON이 너무 깊게 중첩돼 있어요",
    "{file}: JSON sheets need a \"grid\" list of text rows":
        "{file}: JSON 용지에는 글자 행의 \"grid\" 목록이 필요해요",
    "{file}: every \"grid\" entry must be a text row":
        "{file}: \"grid\"의 항목은 모두 글자 행이어야 해요",
    "{file}: \"board\" must be a pad name such as \"A\"":
        "{file}: \"board\"는 \"A\" 같은 기록지 이름이어야 해요",
    "{file}: {name}: no such pad; known pads are {known:list}":
        "{file}: {name}: 그런 기록지가 없어요. 있는 기록지는 {known:list}예요",
    # A night's fixes and names that cannot be used (night.batch).
    "the name {name!r}: write PHOTO=PLAYER, e.g. anna.jpg=Anna":
        "이름 {name!r}: 사진=플레이어로 쓰세요. 예: anna.jpg=Anna",
    "the name {name}: no such photo (or sheet) in this night":
        "이름 {name}: 오늘 밤에 그런 사진(또는 용지)이 없어요",
    "{file}: no photos in this folder ({kinds:list})":
        "{file}: 이 폴더에 사진이 없어요 ({kinds:list})",
    "the fix {fix}: write PHOTO:ROW,COL=DIGIT, e.g. anna.jpg:3,1=6 (PHOTO#N:... for sheet N of a photo holding "
    "several; DIGIT - for empty)":
        "고칠 칸 {fix}: 사진:행,열=숫자로 쓰세요. 예: anna.jpg:3,1=6 (용지가 여러 장인 사진의 N번 용지는 사진#N:..., "
        "빈칸은 숫자 대신 -)",
    "the fix {fix}: no photo {photo} in this batch (name it by its path as given or by its file name)":
        "고칠 칸 {fix}: 이번 묶음에 사진 {photo}이(가) 없어요 (준 경로나 파일 이름으로 지정하세요)",
    "the fix {fix}: {photo} could be {matches}; give its path":
        "고칠 칸 {fix}: {photo}은(는) {matches} 중 하나일 수 있어요. 경로를 주세요",
    "the fix {fix}: {photo} holds {count} sheets; say which, e.g. {photo}#1:{cell}=...":
        "고칠 칸 {fix}: {photo}에 용지가 {count}장 있어요. 어느 용지인지 쓰세요. 예: {photo}#1:{cell}=...",
    "the fix {fix}: {photo} holds one sheet, not {sheet}":
        "고칠 칸 {fix}: {photo}에는 용지가 한 장뿐이에요 ({sheet}장이 아니에요)",
    "the fix {fix}: {photo} holds {count} sheets, not {sheet}":
        "고칠 칸 {fix}: {photo}에는 용지가 {count}장 있어요 ({sheet}장이 아니에요)",
    "the fix {fix}: {problem}":
        "고칠 칸 {fix}: {problem}",
    # Joining names.
    "{first} or {last}":
        "{first} 또는 {last}",
    # Writing files, printing pads, QR codes, PDFs and the game-night store (atomic, paper, printing, night).
    "{file}: cannot write: {error:any}":
        "{file}: 쓸 수 없어요: {error:any}",
    "{folder}: cannot make the folder: {error:any}":
        "{folder}: 폴더를 만들 수 없어요: {error:any}",
    "{file}: cannot encode the picture":
        "{file}: 그림을 인코딩할 수 없어요",
    "{count} rolls do not fit on pad {pad}, which holds {room}":
        "굴림 {count}번은 기록지 {pad}에 다 들어가지 않아요 ({room}번까지 들어가요)",
    "grid: send the sheet as a list of text rows, e.g. [\"..1535..\", ...]":
        "grid: 용지를 글자 행의 목록으로 보내 주세요. 예: [\"..1535..\", ...]",
    "{file}: not a photo (send {kinds})":
        "{file}: 사진이 아니에요 ({kinds}로 보내 주세요)",
    "server: cannot keep the photo ({error:any}); tell whoever runs the server":
        "서버: 사진을 저장할 수 없어요 ({error:any}). 서버를 운영하는 사람에게 알려 주세요",
    "game {code}: too many rolls recorded at once; try again":
        "게임 {code}: 한꺼번에 너무 많은 굴림이 기록됐어요. 다시 해 보세요",
    "no game {code!r}: check the code":
        "게임 {code!r}이(가) 없어요. 코드를 확인하세요",
    "game {code} has no sheet {sheet}":
        "게임 {code}에 {sheet}번 용지가 없어요",
    "{folder}: cannot make the data folder: {error:any}":
        "{folder}: 데이터 폴더를 만들 수 없어요: {error:any}",
    "{database}: cannot open the database: {error:any}":
        "{database}: 데이터베이스를 열 수 없어요: {error:any}",
    "this photo is {owner}'s sheet already: photograph {player}'s sheet":
        "이 사진은 이미 {owner}의 기록지예요. {player}의 기록지를 찍어 주세요",
    "game {code}: holds {count} sheets, the most a game takes; start another game for more players":
        "게임 {code}: 용지가 {count}장으로 한 게임의 최대예요. 더 많은 플레이어는 새 게임을 시작하세요",
    "game {code}: all {rounds} rolls are in; the game is over":
        "게임 {code}: 굴림 {rounds}번이 모두 들어왔어요. 게임이 끝났어요",
    "unknown paper {paper!r}; choose one of {papers:list}":
        "알 수 없는 종이 {paper!r}: {papers:list} 중에서 고르세요",
    "sheets per page must be one of {choices:list}, not {count}":
        "쪽당 용지 수는 {choices:list} 중 하나여야 해요 ({count}은(는) 안 돼요)",
    "{count} sheets per {paper} page would print spaces of {size:.1f} mm, under {least:g} mm; use fewer per page":
        "{paper} 쪽에 용지 {count}장이면 칸이 {size:.1f} mm로 {least:g} mm보다 작아요. 쪽당 용지 수를 줄이세요",
    "QR code is not a splitter sheet identity":
        "QR 코드가 splitter 용지 식별 정보가 아니에요",
    "QR code text is too long ({count} characters) for a sheet identity":
        "QR 코드 글이 용지 식별 정보로는 너무 길어요 ({count}자)",
    "sheet was printed with design version {version}; this program reads version {ours}":
        "용지가 디자인 버전 {version}으로 인쇄됐어요. 이 프로그램은 버전 {ours}을 읽어요",
    "pad label {pad!r} must be 1-{most} characters A-Z or 0-9":
        "기록지 이름 {pad!r}은(는) A-Z 또는 0-9로 된 1-{most}자여야 해요",
    "layout fingerprint {fingerprint!r} must be 8 lowercase hex digits":
        "배치 지문 {fingerprint!r}은(는) 소문자 16진수 8자리여야 해요",
    "sheet serial {serial} must be between 0 and {most}":
        "용지 일련번호 {serial}은(는) 0에서 {most} 사이여야 해요",
    "format version {version} must be between 0 and 999":
        "형식 버전 {version}은(는) 0에서 999 사이여야 해요",
    "the number of sheets must be 1 or more, not {count}":
        "용지 수는 1 이상이어야 해요 ({count}은(는) 안 돼요)",
    "{count} sheets: at most {most} sheets in one PDF":
        "용지 {count}장: PDF 하나에 최대 {most}장까지예요",
    "the first serial number must be 0 or more and leave room for {count} sheets":
        "첫 일련번호는 0 이상이고 용지 {count}장이 들어갈 여유가 있어야 해요",
    "the solo rating table is for games of {rounds} rounds; pad {pad} holds {held}":
        "혼자 하기 평가표는 {rounds}라운드 게임용이에요. 기록지 {pad}는 {held}라운드예요",
    "{file}: is a directory; give a file name such as pads.pdf":
        "{file}: 폴더예요. pads.pdf 같은 파일 이름을 주세요",
    "{file}: pads are written as PDF only; give a name ending in .pdf":
        "{file}: 기록지는 PDF로만 만들어요. .pdf로 끝나는 이름을 주세요",
    "unknown style {style!r}; choose one of {styles:list}":
        "알 수 없는 스타일 {style!r}: {styles:list} 중에서 고르세요",
    "{file}: the pad's name uses characters the pad font lacks ({missing}); rename it":
        "{file}: 기록지 이름에 기록지 글꼴에 없는 문자가 있어요 ({missing}). 이름을 바꾸세요",
    "export the page as a JPEG or PNG":
        "쪽을 JPEG나 PNG로 내보내 주세요",
    "{file}: cannot read this PDF (it needs over {seconds} CPU seconds or {megabytes:,} MB, or pdfium failed on it); "
    "{export}":
        "{file}: 이 PDF를 읽을 수 없어요 (CPU {seconds}초나 {megabytes:,} MB보다 많이 필요하거나 pdfium이 "
        "실패했어요). {export}",
    "holds a picture of {width} x {height} = {pixels:,} pixels (limit {limit:,}); scan at a lower resolution":
        "{width} × {height} = {pixels:,}픽셀 그림이 있어요 (한도 {limit:,}). 더 낮은 해상도로 스캔하세요",
    "{file}#p{page}: {file} is not a PDF, so it has no pages":
        "{file}#p{page}: {file}은(는) PDF가 아니라서 쪽이 없어요",
    "{file}: cannot read this PDF (damaged, or it has no pages)":
        "{file}: 이 PDF를 읽을 수 없어요 (손상됐거나 쪽이 없어요)",
    "{file}: the PDF has {count:,} pages (limit {most:,}); split it into smaller files":
        "{file}: PDF가 {count:,}쪽이에요 (한도 {most:,}). 더 작은 파일로 나누세요",
    "{file}: the PDF has only {count} pages":
        "{file}: PDF가 {count}쪽뿐이에요",
    "{file}: cannot read this page (its JPEG is damaged)":
        "{file}: 이 쪽을 읽을 수 없어요 (JPEG가 손상됐어요)",
    "{file}: the PDF is locked (encrypted); save it again without a password or protection, or {export}":
        "{file}: PDF가 잠겨 있어요(암호화). 암호나 보호 없이 다시 저장하거나, {export}",
    "a pad printed by splitter pad, with no photo on it; print it, fill it in, then photograph or scan the sheet":
        "splitter pad로 인쇄한 기록지예요. 사진이 없어요. 인쇄해서 채운 다음 용지를 찍거나 스캔하세요",
    "the page holds no picture (only text or drawing); scan the sheet, or {export}":
        "쪽에 그림이 없어요 (글이나 도형뿐이에요). 용지를 스캔하거나, {export}",
    "{file}: cannot read this page (damaged)":
        "{file}: 이 쪽을 읽을 수 없어요 (손상됐어요)",
    "{file}: cannot read this PDF (damaged)":
        "{file}: 이 PDF를 읽을 수 없어요 (손상됐어요)",
    # The command line's own refusals (cli).
    "--host {host} --port {port}: cannot listen there ({error:any})":
        "--host {host} --port {port}: 그 주소에서 기다릴 수 없어요 ({error:any})",
    "--geometry needs a pad: splitter layouts A --geometry --json":
        "--geometry에는 기록지가 필요해요: splitter layouts A --geometry --json",
    # The command line's usage errors (cli): its options, said in the command's language.
    "{problem} (try '{command} --help')":
        "{problem} ('{command} --help'를 참고하세요)",
    "only one of SHEET and --rolls can be - (stdin)":
        "SHEET과 --rolls 중 하나만 - (stdin)일 수 있어요",
    "only one of --sheet and --rolls can be - (stdin)":
        "--sheet와 --rolls 중 하나만 - (stdin)일 수 있어요",
    "-o - writes the PDF to standard output, which is a terminal here; redirect it (-o - > pads.pdf) or give a file "
    "name":
        "-o -는 PDF를 표준 출력으로 쓰는데 여기서는 터미널이에요. 리디렉션하거나(-o - > pads.pdf) 파일 이름을 주세요",
    "--share is for a game played here: add --solo":
        "--share는 여기서 한 게임용이에요: --solo를 더하세요",
    "--rounds: a daily game is always {rounds} rolls":
        "--rounds: 오늘의 게임은 언제나 굴림 {rounds}번이에요",
    "only one of --csv and --json can write to stdout":
        "--csv와 --json 중 하나만 표준 출력에 쓸 수 있어요",
    "batch reads photo files and folders, not stdin (-); splitter scan - reads one photo":
        "batch는 사진 파일과 폴더를 읽어요. stdin(-)은 안 돼요. 사진 한 장은 splitter scan -로 읽어요",
    "--share is for a daily game: add --daily":
        "--share는 오늘의 게임용이에요: --daily를 더하세요",
    "--daily reads against the day's rolls: leave out --rolls and --interactive":
        "--daily는 오늘의 굴림으로 읽어요: --rolls와 --interactive를 빼세요",
    "- (a photo on stdin) can be given only once":
        "- (stdin으로 받는 사진)는 한 번만 줄 수 있어요",
    "only one of PHOTO and --rolls can be - (stdin)":
        "PHOTO와 --rolls 중 하나만 - (stdin)일 수 있어요",
    "--interactive asks on stdin, so it cannot read a photo from stdin (-)":
        "--interactive는 stdin으로 물어봐서 stdin(-)에서 사진을 읽을 수 없어요",
    # The command line stopped by Ctrl-C (cli.common).
    "interrupted":
        "중단했어요",
    "sheet {sheet}: send the sheet's key or the keeper's as the X-Key header":
        "기록지 {sheet}: 기록지의 키나 진행자의 키를 X-Key 헤더로 보내 주세요",
    "sheet {sheet}: only the phone that sent it or the game's keeper can remove it":
        "기록지 {sheet}: 보낸 휴대폰이나 게임 진행자만 지울 수 있어요",
    "game {code}: only the phone that keeps the rolls can add or take back a roll":
        "게임 {code}: 굴림을 기록하는 휴대폰만 굴림을 추가하거나 취소할 수 있어요",
    "game {code}: this link to keep the rolls is used already or wrong; ask the phone that keeps the rolls "
    "for a new one":
        "게임 {code}: 굴림 기록을 넘겨받는 이 링크는 이미 쓰였거나 잘못됐어요. "
        "굴림을 기록하는 휴대폰에서 새 링크를 받아 주세요",
}
