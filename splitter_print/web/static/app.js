// splitter serve: the page at the table. Plain JavaScript, no build step, no network beyond this server.
// Everything a player typed is shown with textContent, never as HTML.
"use strict";

const T = JSON.parse(document.getElementById("strings").textContent);
const $ = (id) => document.getElementById(id);
const say = (key, values = {}) => T[key].replace(/\{(\w+)\}/g, (_, name) => values[name]);
const lang = document.documentElement.lang;
const ordinals = new Intl.PluralRules(lang, { type: "ordinal" });
const ordinal = (n) => say(`ord_${ordinals.select(n)}`, { n });

// Where a player stands at a game night: "2nd of 3 · 1 behind 1st" (the ranking's entry, in the page's language).
function standing(entry) {
  const where = say(entry.shared ? "place_shared" : "place_of", { place: ordinal(entry.place), m: entry.place, count: entry.of });
  const margin = entry.behind !== null ? say("behind", { n: entry.behind, above: ordinal(entry.above), m: entry.above })
    : entry.ahead !== null ? say("ahead", { n: entry.ahead }) : "";
  return margin ? `${where} · ${margin}` : where;
}

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.append(child);
  return node;
}

async function api(method, path, body, key) {
  const options = { method, headers: {} };
  if (key) options.headers["X-Key"] = key;
  if (body instanceof FormData) options.body = body;
  else if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const answer = await fetch(path, options).catch(() => { throw new Error(T.offline); });
  const data = await answer.json().catch(() => ({ error: T.error }));
  if (!answer.ok) throw new Error(data.error || T.error);
  return data;
}

// Games this phone has seen, newest first: the "past games" list (kept on the phone, so no code leaks).
function remember(code, board) {
  const games = JSON.parse(localStorage.getItem("splitter.games") || "[]").filter((g) => g.code !== code);
  games.unshift({ code, board, seen: new Date().toISOString() });
  localStorage.setItem("splitter.games", JSON.stringify(games.slice(0, 50)));
}

$("lang").addEventListener("change", (event) => {
  document.cookie = `splitter_lang=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
  location.reload();
});

if (document.body.classList.contains("home")) home();
if ($("daily")) daily();
if (document.body.classList.contains("game")) game($("code").dataset.code);

function home() {
  for (const button of document.querySelectorAll("[data-new-game]")) {
    button.addEventListener("click", async () => {
      const created = await api("POST", "/api/games", { board: button.dataset.newGame });
      remember(created.code, created.board);
      localStorage.setItem(`splitter.keeper.${created.code}`, created.key);  // this phone keeps the game
      location.href = `/games/${created.code}`;
    });
  }
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = event.target.code.value.trim().toLowerCase().replace(/[^0-9a-z]/g, "");
    if (code) location.href = `/games/${code}`;
  });
  const games = JSON.parse(localStorage.getItem("splitter.games") || "[]");
  $("no-past").hidden = games.length > 0;
  for (const g of games) {
    const when = new Date(g.seen).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
    $("past").append(el("li", {}, [el("a", { href: `/games/${g.code}`, textContent: `${g.code} · ${g.board}` }),
                                   el("small", { textContent: ` ${when}` })]));
  }
}

function game(code) {
  const base = `/api/games/${code}`;
  const board = $("code").dataset.board;
  const mineKey = `splitter.mine.${code}`;
  const keeperKey = `splitter.keeper.${code}`;
  let keeper = localStorage.getItem(keeperKey);  // the key of the phone that keeps the rolls, on that phone only
  let seenRolls = null;  // how many rolls the last poll showed: a take-back is said on the other phones
  let state = null;
  let shown = null;  // the id of this phone's sheet on "My sheet"
  let firstDie = null;
  let fixing = null;
  let firstDraw = true;
  remember(code, board);

  // Tabs at the bottom, in reach of the thumb.
  for (const button of document.querySelectorAll("[data-tab]")) {
    button.addEventListener("click", () => showTab(button.dataset.tab));
  }
  function showTab(name) {
    for (const tab of document.querySelectorAll(".tab")) tab.hidden = tab.id !== `tab-${name}`;
    for (const button of document.querySelectorAll("[data-tab]")) button.classList.toggle("on", button.dataset.tab === name);
  }
  // The sheets sent from this phone, with their players and the keys that remove them: one phone
  // may photograph the sheets of several players.
  const mine = () => JSON.parse(localStorage.getItem(mineKey) || "[]");
  const keepMine = (list) => localStorage.setItem(mineKey, JSON.stringify(list));
  const keyOf = (id) => (mine().find((m) => m.id === id) || {}).key || keeper;
  if (mine().length) showTab("sheet");

  async function refresh() {
    try {
      state = await api("GET", `${base}?lang=${lang}`, undefined, keeper);
      if (keeper && !state.keeper) {  // the rolls were handed to another phone: this one shows them only
        localStorage.removeItem(keeperKey);
        keeper = null;
      }
      draw();
    } catch (err) { /* the next poll tries again */ }
  }

  function draw() {
    const done = state.rolls.length;
    $("round").textContent = done >= state.rounds ? T.game_over : say("round", { n: done + 1, total: state.rounds });
    // Only the phone that keeps the rolls has the dice; the others see the rolls and who keeps them.
    for (const node of document.querySelectorAll(".keeper-only")) node.hidden = !state.keeper;
    $("kept-elsewhere").hidden = state.keeper;
    if (state.keeper) $("taken-back").hidden = true;
    else if (seenRolls !== null && done < seenRolls) {
      $("taken-back").textContent = say("taken_back", { n: seenRolls });
      $("taken-back").hidden = false;
    } else if (done > (seenRolls || 0)) $("taken-back").hidden = true;
    seenRolls = done;
    for (const face of document.querySelectorAll("[data-face]")) face.disabled = done >= state.rounds;
    $("roll-for-me").disabled = done >= state.rounds;
    $("die-hint").hidden = !state.keeper || done >= state.rounds;
    if (firstDraw) $("join-qr").open = done === 0 && state.sheets.length === 0;
    firstDraw = false;
    $("undo").disabled = done === 0;
    $("rolls").replaceChildren(...state.rolls.map((roll) => el("li", { textContent: `${roll.dice[0]} ${roll.dice[1]}` })));
    $("no-rolls").hidden = done > 0;
    // Beside each total, how many of its spaces are still to check (the marks on its grid).
    const open = new Map(state.sheets.map((s) => [s.id, (s.marked || []).length]));
    $("ranking").replaceChildren(...state.ranking.map((entry) => {
      const total = el("td", { textContent: entry.total });
      if (open.get(entry.id)) total.append(el("small", { className: "open", textContent: ` · ${say("open_spaces", { n: open.get(entry.id) })}` }));
      const row = el("tr", {}, [el("td", { textContent: entry.place }), el("td", { textContent: entry.player }), total]);
      row.addEventListener("click", () => view(entry.id, entry.player));
      return row;
    }));
    $("no-sheets").hidden = state.ranking.length > 0;
    drawMine();
  }

  // "My sheet": a button per sheet of this phone still in the game (a retake or a removal elsewhere drops it);
  // it shows one of them, or another player's sheet opened from the ranking to fix it.
  function drawMine() {
    const here = mine().filter((m) => state.sheets.some((s) => s.id === m.id && s.player === m.player));
    if (here.length !== mine().length) keepMine(here);
    if (!state.sheets.some((s) => s.id === shown)) shown = here.length ? here[here.length - 1].id : null;
    $("my-sheets").replaceChildren(...here.map((m) => {
      const button = el("button", { type: "button", textContent: m.player, className: m.id === shown ? "on" : "quiet" });
      button.addEventListener("click", () => { shown = m.id; drawMine(); });
      return button;
    }));
    $("my-sheets").hidden = here.length === 0;
    const sheet = state.sheets.find((s) => s.id === shown);
    $("result").hidden = !sheet;
    if (sheet && !fixing) showSheet(sheet);
  }

  async function remove(id, player) {
    if (!confirm(say("remove_confirm", { name: player }))) return;
    try {
      await api("DELETE", `${base}/sheets/${id}`, undefined, keyOf(id));
      keepMine(mine().filter((m) => m.id !== id));
    } catch (err) { alert(err.message); }
    await refresh();
  }

  let viewing = null;
  function view(id, player) {
    viewing = { id, player };
    $("viewer-img").src = `${base}/sheets/${id}/picture.jpg?lang=${lang}&t=${Date.now()}`;
    $("viewer-img").alt = player;
    $("viewer-remove").hidden = !keyOf(id);
    $("viewer").showModal();
  }
  $("viewer-close").addEventListener("click", () => $("viewer").close());
  $("viewer-remove").addEventListener("click", () => { $("viewer").close(); remove(viewing.id, viewing.player); });
  $("viewer-fix").addEventListener("click", () => {
    $("viewer").close();
    shown = viewing.id;
    showTab("sheet");
    drawMine();
  });
  $("remove").addEventListener("click", () => {
    const sheet = state.sheets.find((s) => s.id === shown);
    if (sheet) remove(sheet.id, sheet.player);
  });

  // The roll keeper: two taps, or let the page roll (crypto-strength dice).
  async function addRoll(dice) {
    firstDie = null;  // now, so that a tap while the roll is sent starts the next one
    $("die-hint").textContent = T.tap_faces;
    try {
      await api("POST", `${base}/rolls`, { dice }, keeper);
    } catch (err) { alert(err.message); }
    await refresh();
  }
  for (const face of document.querySelectorAll("[data-face]")) {
    face.addEventListener("click", () => {
      const value = Number(face.dataset.face);
      if (firstDie === null) {
        firstDie = value;
        $("die-hint").textContent = say("first_die", { d: value });
      } else addRoll([firstDie, value]);
    });
  }
  $("roll-for-me").addEventListener("click", () => {
    const bytes = new Uint32Array(2);
    crypto.getRandomValues(bytes);
    addRoll([1 + (bytes[0] % 6), 1 + (bytes[1] % 6)]);
  });
  $("undo").addEventListener("click", async () => {
    try { await api("DELETE", `${base}/rolls/last`, undefined, keeper); } catch (err) { alert(err.message); }
    await refresh();
  });

  // Handing the rolls over: the keeper's phone shows its key in a link's #fragment (which a browser
  // never sends to a server); the phone that opens it gets a fresh key for itself, and the one in the
  // link opens nothing after.
  $("hand-over").addEventListener("toggle", async () => {
    if (!$("hand-over").open || !keeper) return;
    const link = `${$("join-link").textContent.trim()}#key=${keeper}`;
    $("hand-over-link").href = link;
    $("hand-over-link").textContent = link;
    const answer = await fetch(`${base}/keeper/qr.svg`, { method: "POST", headers: { "X-Key": keeper } }).catch(() => null);
    if (answer && answer.ok) $("hand-over-qr").src = URL.createObjectURL(await answer.blob());
  });
  async function takeOver() {
    const given = new URLSearchParams(location.hash.slice(1)).get("key");
    if (!given) return;
    history.replaceState(null, "", location.pathname + location.search);
    try {
      keeper = (await api("POST", `${base}/keeper`, undefined, given)).key;
      localStorage.setItem(keeperKey, keeper);
      $("now-keeper").hidden = false;
    } catch (err) { alert(err.message); }
  }

  // My sheet: name, photo from the camera, the reading, tap to fix. The name box starts empty for
  // every sheet, so that the next player's sheet is not sent under the last one's name.
  $("photo").addEventListener("change", async () => {
    const name = $("player").value.trim();
    if (!$("photo").files.length) return;
    if (!name) {
      $("upload-error").textContent = T.name_needed;
      $("upload-error").hidden = false;
      $("photo").value = "";
      return;
    }
    const again = state && state.sheets.find((s) => s.player.toLowerCase() === name.toLowerCase());
    if (again && !confirm(say("replace_sheet", { name: again.player }))) {
      $("photo").value = "";
      return;
    }
    const form = new FormData();
    form.append("player", name);
    form.append("photo", $("photo").files[0]);
    // The box is free again at once: the next photo (even the same file) is a new choice.
    $("photo").value = "";
    $("reading").hidden = false;
    $("upload-error").hidden = true;
    try {
      const sheet = await api("POST", `${base}/sheets?lang=${lang}`, form);
      keepMine([...mine().filter((m) => !sheet.replaced.includes(m.id)), { id: sheet.id, player: sheet.player, key: sheet.key }]);
      shown = sheet.id;
      $("player").value = "";
      $("result").hidden = false;
      showSheet(sheet);
      await refresh();
    } catch (err) {
      $("upload-error").textContent = err.message;
      $("upload-error").hidden = false;
    } finally {
      $("reading").hidden = true;
    }
  });

  function showSheet(sheet) {
    $("remove").hidden = !keyOf(sheet.id);
    $("result").dataset.id = sheet.id;
    $("total").textContent = `${T.total}: ${sheet.total}`;
    // The solo rating only for solo play; with two or more sheets, the place and the margin.
    const entry = state && state.ranking.length > 1 ? state.ranking.find((e) => e.id === sheet.id) : null;
    $("rating").textContent = entry ? standing(entry) : sheet.rating;
    // The spaces to check (the same ones `scan` names), each with its question; the grid numbered
    // as the command line names spaces, "row,col" from 0.
    const marks = new Map((sheet.marked || []).map((mark) => [`${mark.cell[0]},${mark.cell[1]}`, mark]));
    $("doubts").textContent = marks.size ? say("to_check", { n: marks.size }) : T.all_clear;
    const fixed = new Set(sheet.fixes.map(([r, c]) => `${r},${c}`));
    const stars = new Set(state ? state.pad.stars.map(([r, c]) => `${r},${c}`) : []);
    const hearts = new Set(state ? state.pad.hearts.map(([r, c]) => `${r},${c}`) : []);
    const cells = [el("span", { className: "axis" }), ...[...sheet.grid[0]].map((_, c) => el("span", { className: "axis", textContent: c }))];
    sheet.grid.forEach((line, r) => {
      cells.push(el("span", { className: "axis", textContent: r }));
      [...line].forEach((mark, c) => {
        const key = `${r},${c}`;
        if (mark === ".") { cells.push(el("span", { className: "hole" })); return; }
        const button = el("button", { textContent: mark === "-" ? "" : mark, type: "button", ariaLabel: key });
        const asked = marks.get(key);
        button.dataset.cell = key;
        button.classList.toggle("doubt", Boolean(asked) && asked.by === "reader");
        button.classList.toggle("rolls", Boolean(asked) && asked.by === "rolls");
        if (asked && asked.by === "rolls") button.dataset.asked = `${asked.asked === null ? "–" : asked.asked}?`;
        button.classList.toggle("fixed", fixed.has(key));
        button.classList.toggle("star", stars.has(key));
        button.classList.toggle("heart", hearts.has(key));
        button.addEventListener("click", () => pick(sheet.id, r, c, asked));
        cells.push(button);
      });
    });
    $("grid").style.gridTemplateColumns = `1.3rem repeat(${sheet.grid[0].length}, minmax(0, 1fr))`;
    $("grid").replaceChildren(...cells);
    $("marks").replaceChildren(...[...marks.values()].map((mark) => {
      const [r, c] = mark.cell;
      const item = el("li", {}, [el("button", { type: "button", className: "quiet", textContent: `${r},${c}: ${question(mark)}` })]);
      item.firstChild.addEventListener("click", () => pick(sheet.id, r, c, mark));
      return item;
    }));
    const said = sheet.said || { problems: sheet.problems || [], warnings: sheet.warnings };
    const lines = sheet.status === "flagged" ? [T.check_sheet, ...said.problems.slice(0, 3)] : [];
    if (sheet.changed_by_rolls && sheet.changed_by_rolls.length) {
      lines.push(say("corrected", { cells: sheet.changed_by_rolls.map(([r, c]) => `${r},${c}`).join(" ") }));
    }
    $("problems").replaceChildren(...[...lines, ...said.warnings].map((line) => el("li", { textContent: line })));
    // Above the grid: the roll the sheet lacks and, when the rolls cannot say which space holds it
    // wrongly, every candidate (each marked on the grid; answering one settles the others).
    const candidates = [...marks.values()].filter((mark) => mark.by === "rolls" && mark.or && mark.or.length);
    const missing = sheet.missing_rolls && sheet.missing_rolls.length ? [say("missing_rolls", { pairs: sheet.missing_rolls.join(", ") })] : [];
    if (candidates.length) {
      const cells = either(candidates.map((mark) => mark.cell));
      const asked = new Set(candidates.map((mark) => mark.asked));
      missing.push(asked.size === 1 && !asked.has(null) ? say("one_of", { cells, asked: candidates[0].asked }) : say("one_of_any", { cells }));
    }
    $("missing").textContent = missing.join(" ");
    $("missing").hidden = missing.length === 0;
    const rows = Object.entries(sheet.by_number).map(([n, points]) => [T[`number_${n}`], points]);
    rows.push([T.star_bonus, sheet.star_bonus]);
    if (state && state.pad.hearts.length) rows.push([T.hearts, sheet.heart_bonus]);
    $("breakdown").replaceChildren(...rows.map(([label, points]) =>
      el("tr", {}, [el("td", { textContent: label }), el("td", { textContent: points })])));
    const version = JSON.stringify([sheet.fixes, state ? state.rolls.length : 0]);
    if ($("picture").dataset.version !== `${sheet.id}:${version}`) {
      $("picture").dataset.version = `${sheet.id}:${version}`;
      $("picture").src = `${base}/sheets/${sheet.id}/picture.jpg?lang=${lang}&v=${encodeURIComponent(version)}`;
    }
  }

  // "0,4 or 3,1": spaces as the command line names them.
  const either = (cells) => cells.map(([r, c]) => `${r},${c}`).join(` ${T.or} `);

  // "The rolls say 5 here: is it a 5?", "The rolls say 1 here or at 3,1: is it a 1?" or "Read as 6: is it a 6?"
  function question(mark) {
    if (mark.by === "rolls" && mark.or && mark.or.length) {
      const others = either(mark.or);
      return mark.asked === null ? say("ask_rolls_or_empty", { others }) : say("ask_rolls_or", { asked: mark.asked, others });
    }
    if (mark.by === "rolls") return mark.asked === null ? T.ask_rolls_empty : say("ask_rolls", { asked: mark.asked });
    return mark.asked === null ? T.ask_reader_empty : say("ask_reader", { read: mark.asked });
  }

  function pick(id, r, c, mark) {
    fixing = { id, r, c };
    $("picker-title").textContent = mark ? `${say("space", { r, c })}: ${question(mark)}` : say("fix_title", { r, c });
    $("picker-accept").hidden = !mark;
    if (mark) {
      $("picker-accept").dataset.fix = mark.asked === null ? "" : mark.asked;
      $("picker-accept").textContent = say("accept", { value: mark.asked === null ? T.empty : mark.asked });
    }
    $("picker").showModal();
  }
  for (const button of document.querySelectorAll("[data-fix]")) {
    button.addEventListener("click", async () => {
      const { id, r, c } = fixing;
      const digit = button.dataset.fix === "" ? null : Number(button.dataset.fix);
      $("picker").close();
      try {
        showSheet(await api("PATCH", `${base}/sheets/${id}?lang=${lang}`, { fix: [[r, c, digit]] }));
      } catch (err) { alert(err.message); }
      fixing = null;
      await refresh();
    });
  }
  $("picker-cancel").addEventListener("click", () => { $("picker").close(); fixing = null; });
  $("picker").addEventListener("cancel", () => { fixing = null; });

  takeOver().then(refresh);
  setInterval(() => { if (!document.hidden) refresh(); }, 2000);
}

// Today's solo: the day's rolls one at a time, the sheet typed (or read from a photo), scored beside
// the day's best possible; each result is kept on the phone, with the streak of days played.
function daily() {
  const results = () => JSON.parse(localStorage.getItem("splitter.daily") || "{}");
  let day = null;
  let shown = 0;
  let cells = [];
  const key = () => `${day.date}|${day.pad}`;

  async function load(date, pad) {
    try {
      day = await api("GET", `/api/daily?pad=${pad}${date ? `&date=${date}` : ""}`);
    } catch (err) { return problem(err.message); }
    $("daily-date").value = day.date;
    $("daily-date").max = day.today;
    $("daily-pad").value = day.pad;
    shown = Number(localStorage.getItem(`splitter.daily.shown.${key()}`) || 0);
    drawGrid(JSON.parse(localStorage.getItem(`splitter.daily.sheet.${key()}`) || "null"));
    drawRolls();
    $("daily-result").hidden = true;
    $("daily-hint").hidden = true;
    $("daily-error").hidden = true;
    const kept = results()[key()];
    if (kept) showResult(kept);
    drawDays();
    api("GET", `/api/daily/best?date=${day.date}&pad=${day.pad}`).catch(() => {});  // searched once, ready when scored
  }

  function problem(message) {
    $("daily-error").textContent = message;
    $("daily-error").hidden = false;
  }

  function drawRolls() {
    const total = day.rolls.length;
    $("daily-round").textContent = shown >= total ? T.game_over : say("round", { n: Math.max(shown, 1), total });
    const now = shown > 0 && shown <= total ? day.rolls[shown - 1] : null;
    $("daily-now").replaceChildren(...(now || []).map((d) => el("span", { textContent: d })));
    $("daily-next").disabled = shown >= total;
    $("daily-all").disabled = shown >= total;
    $("daily-rolls").replaceChildren(...day.rolls.slice(0, shown).map((roll, i) =>
      el("li", { textContent: `${roll[0]} ${roll[1]}`, className: i === shown - 1 ? "now" : "" })));
    localStorage.setItem(`splitter.daily.shown.${key()}`, shown);
  }
  $("daily-next").addEventListener("click", () => { shown += 1; drawRolls(); });
  $("daily-all").addEventListener("click", () => { shown = day.rolls.length; drawRolls(); });

  function drawGrid(rows, doubtful = new Set()) {
    const stars = new Set(day.stars.map(([r, c]) => `${r},${c}`));
    const hearts = new Set(day.hearts.map(([r, c]) => `${r},${c}`));
    cells = [];
    const nodes = [];
    day.pattern.forEach((line, r) => [...line].forEach((mark, c) => {
      if (mark === ".") { nodes.push(el("span", { className: "hole" })); return; }
      const value = rows ? rows[r][c] : "-";
      const input = el("input", { value: /[1-6]/.test(value) ? value : "", maxLength: 1, inputMode: "numeric",
                                  autocomplete: "off", ariaLabel: `${r},${c}` });
      input.dataset.cell = `${r},${c}`;
      input.classList.toggle("star", stars.has(`${r},${c}`));
      input.classList.toggle("heart", hearts.has(`${r},${c}`));
      input.classList.toggle("doubt", doubtful.has(`${r},${c}`));
      input.addEventListener("input", () => {
        input.value = input.value.replace(/[^1-6]/g, "").slice(-1);
        input.classList.remove("doubt");
        save();
        const next = cells[cells.indexOf(input) + 1];
        if (input.value && next) next.focus();
      });
      cells.push(input);
      nodes.push(input);
    }));
    $("daily-grid").style.gridTemplateColumns = `repeat(${day.pattern[0].length}, 1fr)`;
    $("daily-grid").replaceChildren(...nodes);
  }

  function typed() {
    let i = 0;
    return day.pattern.map((line) => [...line].map((mark) => (mark === "." ? "." : cells[i++].value || "-")).join(""));
  }
  function save() { localStorage.setItem(`splitter.daily.sheet.${key()}`, JSON.stringify(typed())); }

  $("daily-photo").addEventListener("change", async () => {
    if (!$("daily-photo").files.length) return;
    const form = new FormData();
    form.append("date", day.date);
    form.append("pad", day.pad);
    form.append("photo", $("daily-photo").files[0]);
    $("daily-reading").hidden = false;
    $("daily-error").hidden = true;
    try {
      const read = await api("POST", "/api/daily/photo", form);
      drawGrid(read.grid, new Set(read.uncertain.map(([r, c]) => `${r},${c}`)));
      save();
      $("daily-hint").hidden = false;
    } catch (err) { problem(err.message); } finally {
      $("daily-reading").hidden = true;
      $("daily-photo").value = "";
    }
  });

  $("daily-score").addEventListener("click", async () => {
    $("daily-searching").hidden = false;
    $("daily-error").hidden = true;
    try {
      const scored = await api("POST", `/api/daily/score?lang=${lang}`, { date: day.date, pad: day.pad, grid: typed() });
      const result = { date: day.date, pad: day.pad, total: scored.total, rating: scored.rating,
                       best: scored.daily.best, outcome: scored.said.outcome, problems: scored.said.problems,
                       share: scored.daily.holds_the_rolls ? scored.daily.share : "", squares: scored.daily.squares };
      if (scored.daily.holds_the_rolls) {
        const all = results();
        all[key()] = result;
        localStorage.setItem("splitter.daily", JSON.stringify(all));
      }
      showResult(result);
    } catch (err) { problem(err.message); } finally { $("daily-searching").hidden = true; }
  });

  function showResult(result) {
    $("daily-result").hidden = false;
    $("daily-total").textContent = `${T.total}: ${result.total}`;
    $("daily-rating").textContent = result.rating || "";
    $("daily-outcome").textContent = result.outcome;
    $("daily-problems").replaceChildren(...result.problems.slice(0, 6).map((line) => el("li", { textContent: line })));
    $("daily-share").textContent = result.share.split("\n")[0];
    $("daily-share").dataset.text = result.share.trim();
    const colour = { "🟩": "scored", "🟨": "partly", "⬛": "nothing" };
    $("daily-squares").replaceChildren(...(result.share ? [...result.squares] : []).map((square) =>
      el("span", { className: colour[square], title: square })));
    $("daily-shared").hidden = !result.share;
    $("daily-copy").hidden = !result.share;
    $("daily-copy").textContent = T.copy;
    drawDays();
  }

  $("daily-copy").addEventListener("click", async () => {
    await copyText($("daily-share").dataset.text, $("daily-share"));
    $("daily-copy").textContent = T.copied;
  });

  // The streak: days in a row, back from today (or from yesterday while today is still to play).
  function drawDays() {
    const all = Object.values(results()).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const played = new Set(all.map((r) => r.date));
    const cursor = new Date(`${day.today}T00:00:00Z`);
    if (!played.has(day.today)) cursor.setUTCDate(cursor.getUTCDate() - 1);
    let streak = 0;
    while (played.has(cursor.toISOString().slice(0, 10))) {
      streak += 1;
      cursor.setUTCDate(cursor.getUTCDate() - 1);
    }
    $("daily-streak").textContent = streak ? say("streak", { n: streak }) : "";
    $("daily-no-days").hidden = all.length > 0;
    $("daily-days").replaceChildren(...all.slice(0, 30).map((r) => {
      const link = el("a", { href: "#daily", textContent: `${r.date} · ${r.pad} · ${r.total}/${r.best}` });
      link.addEventListener("click", () => load(r.date, r.pad));
      return el("li", {}, [link, el("small", { textContent: ` ${r.rating || ""}` })]);
    }));
  }

  $("daily-date").addEventListener("change", () => { if ($("daily-date").value) load($("daily-date").value, $("daily-pad").value); });
  $("daily-pad").addEventListener("change", () => load($("daily-date").value, $("daily-pad").value));
  const asked = new URLSearchParams(location.search);
  load(asked.get("day"), (asked.get("pad") || "A").toUpperCase());
}

// Copy `text`; where the page may not use the clipboard (served without HTTPS, say), select `node`,
// which shows the text, and copy the selection. Whether it was copied.
async function copyText(text, node) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (err) {
    const range = document.createRange();
    range.selectNodeContents(node);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return document.execCommand("copy");
  }
}

// The winner's card to share, on the ranking tab: the phone's share sheet with the card and the
// ranking's lines where the browser shares files (Web Share API, which needs HTTPS), else the card
// shown to save (or to share by a long press) and the lines copied. The card is fetched while the
// ranking shows, so that a tap shares at once: a phone lets a page share only right after a tap.
function shareResult(code) {
  const base = `/api/games/${code}`;
  let ready = null;  // {now, card}: the ranking as last seen and the fetch of its card and lines ({seen, file, text})
  const seen = () => `${$("ranking").textContent}|${$("rolls").children.length}`;
  async function load(now) {
    const [card, line] = await Promise.all(["card.png", "share.txt"].map((name) =>
      fetch(`${base}/${name}?lang=${lang}`).catch(() => { throw new Error(T.offline); })));
    if (!card.ok || !line.ok) throw new Error(T.error);
    const file = new File([await card.blob()], `splitter-${code}.png`, { type: "image/png" });
    return { seen: now, file, text: (await line.text()).trim() };
  }
  function prepare() {
    const now = seen();
    if (!ready || ready.now !== now) {
      const fetching = { now, card: load(now) };
      fetching.card.catch(() => { if (ready === fetching) ready = null; });
      ready = fetching;
    }
    return ready.card;
  }
  function offer({ seen: when, file, text }) {
    URL.revokeObjectURL($("share-card").src);
    $("share-card").src = URL.createObjectURL(file);
    $("share-save").href = $("share-card").src;
    $("share-save").download = file.name;
    $("share-line").textContent = text;
    $("share-offer").dataset.seen = when;
    $("share-offer").hidden = false;
    copyText(text, $("share-line")).then((copied) => { $("share-said").textContent = copied ? T.share_copied : T.share_select; });
  }
  const watch = new MutationObserver(() => {
    const ranked = $("ranking").rows.length > 0;
    $("share-result").hidden = !ranked;
    if ($("share-offer").dataset.seen !== seen()) $("share-offer").hidden = true;  // a card of an older ranking
    if (ranked && !$("tab-ranking").hidden) prepare().catch(() => {});
  });
  watch.observe($("ranking"), { childList: true });
  watch.observe($("tab-ranking"), { attributes: true, attributeFilter: ["hidden"] });
  $("share").addEventListener("click", async () => {
    $("share-error").hidden = true;
    try {
      const shared = await prepare();
      if (navigator.canShare && navigator.canShare({ files: [shared.file] })) {
        try {
          await navigator.share({ files: [shared.file], text: shared.text });
          return;
        } catch (err) { if (err.name === "AbortError") return; }  // closed by the player; else offered below
      }
      offer(shared);
    } catch (err) {
      $("share-error").textContent = err.message;
      $("share-error").hidden = false;
    }
  });
}
if (document.body.classList.contains("game")) shareResult($("code").dataset.code);
