// Grimoire's web client: the lobby and the game table. Plain JavaScript, no build step.
// The server sends this seat's view after every change; we send answers in the engine's
// own Answer format (see crates/engine/src/decision.rs).
"use strict";

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(e.dataset, v);
    else if (v !== false && v !== null && v !== undefined) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
};

// ---------------------------------------------------------------- lobby

let decks = [];
let seatKinds = [];

async function api(path, body) {
  const opts = body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const r = await fetch(path, opts);
  const data = await r.json().catch(() => ({ error: `HTTP ${r.status}` }));
  if (!r.ok) throw new Error(data.error || `HTTP ${r.status}`);
  return data;
}

// Seats are remembered in this browser (localStorage) and in this tab (sessionStorage):
// two people trying a game in two tabs of one browser each keep their own seat on reload.
function storedSeats(store) {
  try { return JSON.parse(store.getItem("grimoire.seats") || "{}"); } catch { return {}; }
}
function mySeats() {
  return { ...storedSeats(localStorage), ...storedSeats(sessionStorage) };
}
function saveSeat(grant) {
  for (const store of [localStorage, sessionStorage]) {
    const s = storedSeats(store);
    s[grant.game] = { seat: grant.seat, token: grant.token };
    store.setItem("grimoire.seats", JSON.stringify(s));
  }
}

// The decks offered for the table's format: the bundled ones, then (for the player's own
// seat) the decks saved in the deck builder, then a pasted list.
function deckOptions(select, withPaste) {
  const commander = $("format").value === "commander";
  const old = select.value;
  const fits = decks.filter((d) => (d.commanders.length > 0) === commander);
  select.replaceChildren(...fits.map((d) => el("option", { value: d.name },
    commander ? `${d.name} (${d.commanders.join(" & ")}, ${d.cards} cards)` : `${d.name} (${d.cards} cards)`)));
  if (withPaste) {
    savedDecks().forEach((d, i) => {
      if ((d.format === "commander") === commander) select.append(el("option", { value: `__saved:${i}` }, `${d.name} (yours, ${deckSize(d)} cards)`));
    });
    select.append(el("option", { value: "__paste" }, "Paste a decklist…"));
  }
  if ([...select.options].some((o) => o.value === old)) select.value = old;
  if (withPaste) $("paste-box").hidden = select.value !== "__paste";
}

function chosenDeck() {
  const v = $("deck").value;
  if (v === "__paste") return { source: "pasted", value: $("paste").value };
  if (v.startsWith("__saved:")) return { source: "pasted", value: deckText(savedDecks()[Number(v.slice(8))]) };
  return { source: "bundled", value: v };
}

function renderOthers() {
  const n = Number($("nplayers").value);
  const box = $("others");
  const old = [...box.querySelectorAll(".other")].map((d) => [d.querySelector(".kind").value, d.querySelector(".odeck").value]);
  box.replaceChildren();
  for (let i = 1; i < n; i++) {
    const kind = el("select", { class: "kind", "aria-label": `seat ${i + 1} kind` },
      seatKinds.map((k) => el("option", { value: k.kind }, k.label)));
    const deck = el("select", { class: "odeck", "aria-label": `seat ${i + 1} deck` });
    deckOptions(deck, false);
    kind.value = old[i - 1]?.[0] || "heuristic";
    if (old[i - 1]) deck.value = old[i - 1][1];
    const sync = () => { deck.hidden = kind.value === "human"; };
    kind.addEventListener("change", sync);
    sync();
    box.append(el("div", { class: "other" }, el("span", {}, `Seat ${i + 1}: `), kind, deck));
  }
}

async function refreshGames() {
  let games;
  try { games = await api("/api/games"); } catch (e) { $("games").textContent = e.message; return; }
  const mine = mySeats();
  const rows = games.map((g) => {
    const seats = g.seats.map((s) => (s.open ? "open seat" : `${s.name} (${s.deck})`)).join(" vs ");
    const buttons = [];
    if (mine[g.id]) buttons.push(el("button", { type: "button", class: "primary small", onclick: () => openGame(g.id) }, g.status === "finished" ? "view" : "play"));
    if (g.status === "finished") buttons.push(el("button", { type: "button", class: "small replay", onclick: () => { location.hash = `#replay=${g.id}`; } }, "replay"));
    else if (g.status === "open" && g.seats.some((s) => s.open)) buttons.push(el("button", { type: "button", class: "small join", onclick: () => joinGame(g.id, g.format) }, "join"));
    if (g.status === "running") buttons.push(el("button", { type: "button", class: "small watch", onclick: () => { location.hash = `#watch=${g.id}`; } }, "watch"));
    const status = g.status === "running" ? `turn ${g.turn}` : g.status === "finished" ? g.result || "finished" : "waiting for players";
    return el("div", { class: "game-row", dataset: { id: g.id, status: g.status, format: g.format } },
      el("span", { class: "gid" }, g.id.slice(0, 6)), g.format === "commander" ? el("span", { class: "badge" }, "Commander") : null,
      el("span", { class: "seats" }, seats), el("span", { class: "gstatus" }, status), ...buttons);
  });
  $("games").replaceChildren(...(rows.length ? rows : [el("em", {}, "No games yet.")]));
}

async function createGame() {
  $("create-msg").textContent = "";
  localStorage.setItem("grimoire.nick", $("nick").value);
  const others = [...document.querySelectorAll("#others .other")].map((d) => {
    const kind = d.querySelector(".kind").value;
    return kind === "human" ? { kind } : { kind, deck: { source: "bundled", value: d.querySelector(".odeck").value } };
  });
  try {
    const grant = await api("/api/games", { name: $("nick").value, deck: chosenDeck(), others, format: $("format").value, best_of: Number($("bestof").value) });
    saveSeat(grant);
    openGame(grant.game);
  } catch (e) { $("create-msg").textContent = e.message; }
}

async function joinGame(id, format) {
  $("create-msg").textContent = "";
  // A Commander table takes a Commander deck: offer those.
  if (format && $("format").value !== format) { $("format").value = format; deckOptions($("deck"), true); renderOthers(); }
  localStorage.setItem("grimoire.nick", $("nick").value);
  try {
    const grant = await api(`/api/games/${id}/join`, { name: $("nick").value, deck: chosenDeck() });
    saveSeat(grant);
    openGame(id);
  } catch (e) { $("create-msg").textContent = `Cannot join: ${e.message}`; }
}

async function checkDeck() {
  try {
    const r = await api(`/api/decks/check?format=${$("format").value}`, chosenDeck());
    $("deck-msg").textContent = r.commanders.length ? `OK: ${r.cards} cards, led by ${r.commanders.join(" and ")}.` : `OK: ${r.cards} cards.`;
    $("deck-msg").className = "msg ok";
  } catch (e) { $("deck-msg").textContent = e.message; $("deck-msg").className = "msg"; }
}

async function showLobby() {
  closeSocket();
  $("table").hidden = true;
  $("builder").hidden = true;
  $("lobby").hidden = false;
  document.title = "Grimoire";
  $("status").textContent = "";
  document.body.dataset.page = "lobby";
  if (!decks.length) {
    const d = await api("/api/decks");
    decks = d.decks;
    seatKinds = d.seat_kinds;
    renderOthers();
  }
  deckOptions($("deck"), true);
  refreshGames();
}

// ---------------------------------------------------------------- game table

let socket = null;
let gameId = null;
let view = null;
let logLines = [];
let ui = null; // the interaction in progress (targets, attackers, blockers, choices)
let passUntil = null; // { kind: "eot", turn } or { kind: "myturn" }
let autoTimer = null;
let sentFor = -1; // the answer count we last answered (no double sends)
let tapFor = null; // a spell waiting for the mana the player taps by hand (its card id)
let series = null; // the best-of-three match this game is one game of (from the server)
let sideboarding = null; // the deck and sideboard being rearranged between games of a match

function closeSocket() {
  if (socket) { socket.onclose = null; socket.close(); socket = null; }
}

function openGame(id, watching = false) {
  const seat = mySeats()[id];
  if (!seat && !watching) { showLobby(); return; }
  const hash = watching ? `#watch=${id}` : `#game=${id}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
  gameId = id;
  cuedTurn = null;
  series = null; sideboarding = null;
  view = null; logLines = []; ui = null; passUntil = null; sentFor = -1; tapFor = null;
  $("lobby").hidden = true; $("builder").hidden = true;
  $("table").hidden = false;
  document.body.dataset.page = watching ? "watch" : "game";
  $("log").replaceChildren();
  connect(id, watching ? "watch=1" : `token=${encodeURIComponent(seat.token)}`);
}

// A spectator's connection: public information only, no decisions.
function watchGame(id) { openGame(id, true); }

function connect(id, query) {
  closeSocket();
  const proto = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${proto}://${location.host}/ws/${id}?${query}`);
  socket = ws;
  $("status").textContent = "connecting…";
  ws.onopen = () => { $("status").textContent = "connected"; };
  ws.onmessage = (ev) => onMessage(JSON.parse(ev.data));
  ws.onclose = () => {
    if (socket !== ws) return;
    $("status").textContent = "disconnected; reconnecting…";
    setTimeout(() => { if (socket === ws && gameId === id) connect(id, query); }, 1000);
  };
}

function onMessage(m) {
  if (m.type === "error") { showError(m.message); sentFor = -1; return; }
  if (m.type === "waiting") {
    const open = m.game.seats.filter((s) => s.open).length;
    $("prompt").textContent = `Waiting for ${open} more player(s) to join game ${m.game.id.slice(0, 6)}. `
      + `Your friend opens ${location.origin}/ in their browser, chooses a nickname and a deck, and clicks "join" on this game in the list.`;
    $("turn-line").textContent = "";
    document.body.dataset.decision = "waiting";
    return;
  }
  if (m.type === "view") {
    if (m.log_from === 0) { logLines = []; $("log").replaceChildren(); }
    for (const line of m.log) appendLog(line);
    $("log-box").scrollTop = $("log-box").scrollHeight;
    series = m.series || null;
    // Every seat is ready: the match's next game has its own table, with the same seat.
    const mine = mySeats()[gameId];
    if (series?.next && mine && !view?.spectator) {
      saveSeat({ game: series.next, seat: mine.seat, token: mine.token });
      location.hash = `#game=${series.next}`;
      return;
    }
    const fresh = !view || view.answers !== m.view.answers;
    const before = view;
    view = m.view;
    if (fresh) { ui = null; showError(""); }
    if (fresh) resumeTapFor();
    render();
    autoAnswer(before);
  }
}

function showError(msg) { $("error").textContent = msg; }

// After mana tapped by hand for a waiting spell: cast it once it can be paid, or go on tapping.
function resumeTapFor() {
  if (tapFor === null) return;
  const [kind] = decisionKind();
  if (kind !== "Priority") return; // a colour to choose first: keep waiting
  const cast = priorityActions().filter((a) => a.Cast && a.Cast.card === tapFor);
  const id = tapFor;
  tapFor = null;
  if (cast.length === 1) { render(); startAction(cast[0]); }
  else if (cast.length > 1) { ui = { mode: "menu", actions: cast }; }
  else if (view.decision.by_hand?.includes(id) && manaActions().length) { ui = { mode: "tapfor", card: id, label: `Cast ${cardIndex().get(id)?.name}` }; tapFor = id; }
}

// One log line; the same line again ("Ann draws a card" seven times) becomes one line
// with a count.
function appendLog(line) {
  const last = $("log").lastElementChild;
  if (last && logLines[logLines.length - 1] === line) {
    const n = Number(last.dataset.count || 1) + 1;
    last.dataset.count = n;
    last.textContent = `${line} (×${n})`;
  } else {
    $("log").append(el("li", {}, line));
  }
  logLines.push(line);
}

function send(answer) {
  if (!view || !socket) return;
  if (sentFor === view.answers) return;
  sentFor = view.answers;
  socket.send(JSON.stringify({ type: "answer", answer, expect: view.answers }));
}

function decisionKind() {
  const d = view?.decision?.decision;
  if (!d) return [null, null];
  const k = Object.keys(d.kind)[0];
  return [k, d.kind[k]];
}

// Every object by id that the view shows, for names and details.
function cardIndex() {
  const idx = new Map();
  for (const p of view.players) {
    for (const zone of [p.hand || [], p.graveyard, p.exile, p.command, p.battlefield]) for (const c of zone) idx.set(c.id, c);
  }
  for (const c of view.decision?.cards || []) if (!idx.has(c.id)) idx.set(c.id, c);
  return idx;
}

function targetName(t) {
  if ("Player" in t) return view.players[t.Player].name;
  return cardIndex().get(t.Object)?.name || `#${t.Object}`;
}

// A target's name with what tells it apart from others of the same name in `among`: the
// controller, power/toughness, damage, tapped, and its id when the rest is alike too.
function targetLabel(t, among) {
  if ("Player" in t) return targetName(t);
  const c = cardIndex().get(t.Object);
  if (!c) return `#${t.Object}`;
  const twins = among.filter((o) => "Object" in o && cardIndex().get(o.Object)?.name === c.name);
  if (twins.length < 2) return c.name;
  const bits = [`${view.players[c.controller]?.name ?? "?"}'s`];
  if (c.power !== null && c.power !== undefined) bits.push(`${c.power}/${c.toughness}`);
  if (c.damage) bits.push(`${c.damage} damage`);
  if (c.tapped) bits.push("tapped");
  bits.push(`#${c.id}`);
  return `${c.name} (${bits.join(", ")})`;
}

// Highlights a target's card on the board while its row in a prompt is hovered.
function hoverTarget(e, t) {
  if (!("Object" in t)) return e;
  const mark = (on) => document.querySelectorAll(`.card[data-id="${t.Object}"]`).forEach((c) => c.classList.toggle("hl", on));
  e.addEventListener("mouseenter", () => mark(true));
  e.addEventListener("mouseleave", () => mark(false));
  return e;
}
const sameTarget = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ------------------------------------------------ rendering

// Mana symbols and {T} in text, drawn with the vendored mana-font (web/vendor/mana-font):
// "{1}{R}" becomes two symbols; anything else stays text.
function symbolClass(sym) {
  const k = sym.toLowerCase().replace(/\//g, "");
  if (k === "t") return "tap";
  if (k === "q") return "untap";
  if (/^(\d{1,2}|[wubrgcxyzse]|[wubrg2c][wubrg]|[wubrg]p|[wubrg][wubrg]p)$/.test(k)) return k;
  return null;
}
function symbols(text) {
  const out = [];
  let last = 0;
  for (const m of String(text || "").matchAll(/\{([^}]{1,5})\}/g)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const c = symbolClass(m[1]);
    out.push(c ? el("i", { class: `ms ms-${c} ms-cost`, title: m[0], "aria-label": m[0] }) : m[0]);
    last = m.index + m[0].length;
  }
  if (last < String(text || "").length) out.push(text.slice(last));
  return out;
}

// A card's frame colour (CR 105, 202.2): one colour, gold for several, artifact grey, a
// land's the colours of the mana it makes (its basic land types and its "Add {G}").
const BASIC = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G" };
function frameColors(c) {
  if (c.colors) return c.colors.length > 1 ? "M" : c.colors;
  if (!c.land) return /Artifact/.test(c.type_line) ? "A" : "C";
  const found = new Set();
  for (const [t, k] of Object.entries(BASIC)) if (new RegExp(`\\b${t}\\b`).test(c.type_line)) found.add(k);
  for (const m of (c.text || "").matchAll(/Add[^.]*\./g)) for (const s of m[0].matchAll(/\{([WUBRG])\}/g)) found.add(s[1]);
  if (/any color/.test(c.text || "")) return "M";
  const cols = "WUBRG".split("").filter((k) => found.has(k)).join("");
  return cols.length > 2 ? "M" : cols || "L";
}

// The mana a land makes, as symbols: "{R}{G}", "{C}", or "{W}{U}{B}{R}{G}" for any colour.
function landMana(c) {
  const f = frameColors(c);
  if (f === "M") return "{W}{U}{B}{R}{G}";
  if (f === "L") return /\{C\}/.test(c.text || "") ? "{C}" : "";
  return f.split("").map((k) => `{${k}}`).join("") + (/Add \{C\}/.test(c.text || "") ? "{C}" : "");
}

// Card pictures: loaded by the browser from a public image service by the card's name
// (never by the server); a card whose picture fails (offline, a token) keeps the drawn frame.
const pictures = new Map(); // name -> "ok" | "fail"
function pictureUrl(name, version) {
  return `https://api.scryfall.com/cards/named?exact=${encodeURIComponent(name)}&format=image&version=${version}`;
}
function wantsPicture(c) {
  return $("card-images")?.checked && c.name && !c.token && !/\(|Face-down/.test(c.name) && pictures.get(c.name) !== "fail";
}
function picture(c, card, version) {
  const img = el("img", { class: "c-img", alt: "", loading: "lazy", referrerpolicy: "no-referrer", src: pictureUrl(c.name, version) });
  if (pictures.get(c.name) === "ok") card.classList.add("img-ok");
  img.addEventListener("load", () => { pictures.set(c.name, "ok"); card.classList.add("img-ok"); });
  img.addEventListener("error", () => { pictures.set(c.name, "fail"); card.classList.remove("img-ok"); img.remove(); });
  return img;
}

const SICK_TIP = "Summoning sick: this creature came under your control this turn, so it can't attack or use abilities with {T} in their cost until your next turn (CR 302.6).";

function showDetail(c, tapped = false, into = "detail") {
  if (tapped) document.body.classList.add("detail-open");
  const pt = c.power !== null && c.power !== undefined ? `${c.power}/${c.toughness}` : "";
  const big = el("div", { class: "d-pic" });
  if (wantsPicture(c)) big.append(picture(c, big, "normal"));
  $(into).replaceChildren(...[
    big,
    el("div", { class: "d-head" }, el("b", {}, c.name), " ", el("span", { class: "cost" }, symbols(c.cost))),
    el("div", { class: "d-type" }, c.type_line, pt ? ` — ${pt}` : ""),
    el("div", { class: "d-text" }, symbols(c.text || "")),
    c.keywords?.length ? el("div", { class: "d-kw" }, c.keywords.join(", ")) : null,
    c.counters?.length ? el("div", {}, "Counters: ", c.counters.map(([k, n]) => `${n} × ${k}`).join(", ")) : null,
    // CR 716.2b: designations such as a Class's level.
    c.designations?.length ? el("div", {}, c.designations.map(d => d[0].toUpperCase() + d.slice(1)).join(", ")) : null,
    c.damage ? el("div", {}, `Damage marked: ${c.damage}`) : null,
    c.tapped ? el("div", {}, "Tapped") : null,
    // CR 712.6: a double-faced card's other face; CR 715.2: an adventurer's Adventure.
    c.other_face ? el("div", { class: "d-other" },
      el("div", { class: "d-head" }, `${otherFaceLabel(c.other_face)}: `, el("b", {}, c.other_face.name), " ", el("span", { class: "cost" }, symbols(c.other_face.cost))),
      el("div", { class: "d-type" }, c.other_face.type_line,
        c.other_face.power !== null ? ` — ${c.other_face.power}/${c.other_face.toughness}` : ""),
      el("div", { class: "d-text" }, symbols(c.other_face.text || ""))) : null,
    c.sick && c.creature ? el("div", { class: "d-sick" }, symbols(SICK_TIP)) : null,
  ].filter(Boolean));
}

// What a card's other face is, in words ("Adventure", "Back face (modal)"...).
function otherFaceLabel(f) {
  const labels = { "front face": "Front face", "back face": "Back face", "modal back face": "Back face (modal)", "Adventure": "Adventure", "prototype": "Prototyped (CR 718)", "flipped half": "Flipped (CR 710)", "unflipped half": "Unflipped (CR 710)" };
  return labels[f.role] || "Other face";
}

function cardEl(c, zone) {
  const attack = view.attackers.find(([a]) => a === c.id);
  const block = view.blocks.find(([b]) => b === c.id);
  const frame = frameColors(c);
  const cls = ["card", zone, `frame-${frame.length === 2 ? "duo" : frame.toLowerCase()}`, c.tapped && "tapped", c.sick && c.creature && "sick",
    attack && "attacking", block && "blocking", c.land && "land", c.creature && "creature"];
  const st = interactionState(c.id);
  if (st) cls.push(st);
  if (!st && zone === "bf" && isManaSource(c.id)) cls.push("mana-source");
  if (st === "playable" && view.decision?.by_hand?.includes(c.id)) cls.push("by-hand");
  const pt = c.power !== null && c.power !== undefined ? `${c.power}/${c.toughness}` : "";
  const e = el("div", { class: cls.filter(Boolean).join(" "), dataset: { id: c.id, name: c.name }, title: `${c.name}${c.cost ? " " + c.cost : ""}\n${c.type_line}\n${c.text}${c.other_face ? `\n\n(${otherFaceLabel(c.other_face)}) ${c.other_face.name}\n${c.other_face.type_line}\n${c.other_face.text}` : ""}` },
    el("div", { class: "c-top" }, el("span", { class: "c-name" }, c.name), el("span", { class: "c-cost" }, symbols(c.cost))),
    el("div", { class: "c-type" }, c.type_line),
    // A land on the battlefield shows the mana it makes, large; its text is on hover.
    c.land && !c.creature && zone === "bf" ? el("div", { class: "c-mana" }, symbols(landMana(c))) : el("div", { class: "c-text" }, symbols(c.text)),
    pt ? el("div", { class: "c-pt" }, pt) : null,
    c.damage ? el("div", { class: "c-dmg", title: `${c.damage} damage marked this turn` }, `${c.damage} dmg`) : null,
    c.counters.length ? el("div", { class: "c-ctr" }, c.counters.map(([k, n]) => `${n}× ${k}`).join(" ")) : null,
    c.designations?.length ? el("div", { class: "c-ctr" }, c.designations.join(", ")) : null,
    c.attached_to !== null ? el("div", { class: "c-att" }, `on ${cardIndex().get(c.attached_to)?.name || "?"}`) : null,
    c.sick && c.creature && zone === "bf" ? el("div", { class: "c-sick", title: SICK_TIP }, "sick") : null,
    zone === "cmd" && c.type_line === "Emblem" ? el("div", { class: "c-tax", title: "An emblem: it stays in the command zone for the rest of the game and its abilities work from there (CR 114)." }, "emblem") :
    zone === "cmd" ? el("div", { class: "c-tax", title: "In the command zone. Casting it from there costs {2} more for each time it was cast from there before (CR 903.8)." },
      "command zone", commanderTax(c) ? [" · tax ", ...symbols(`{${commanderTax(c)}}`)] : null) : null,
    attack ? el("div", { class: "c-combat attack", title: `attacking ${attack[1]}` }, `attacking ${attack[1]}`) : null,
    block ? el("div", { class: "c-combat block", title: `blocking ${cardIndex().get(block[1])?.name}` }, `blocking ${cardIndex().get(block[1])?.name || ""}`) : null,
  );
  if (frame.length === 2) {
    e.style.setProperty("--f1", `var(--c-${frame[0].toLowerCase()})`);
    e.style.setProperty("--f2", `var(--c-${frame[1].toLowerCase()})`);
  }
  if (wantsPicture(c)) e.prepend(picture(c, e, "small"));
  e.addEventListener("mouseenter", () => showDetail(c));
  e.addEventListener("click", (ev) => { ev.stopPropagation(); showDetail(c, true); onCardClick(c); });
  return e;
}

// The commander tax still to pay on a commander in the command zone (CR 903.8).
function commanderTax(c) {
  return (view.players[c.owner].commander_tax || []).find(([n]) => n === c.name)?.[1] || 0;
}

function zoneButton(label, cards) {
  return el("button", { type: "button", class: "small zone-btn", disabled: !cards.length, onclick: () => showZone(label, cards) }, `${label}: ${cards.length}`);
}

function showZone(label, cards) {
  $("modal-body").replaceChildren(el("h3", {}, label), el("div", { class: "row" }, cards.map((c) => cardEl(c, "zone"))),
    el("button", { type: "button", onclick: closeModal }, "close"));
  $("modal").hidden = false;
}
function closeModal() { $("modal").hidden = true; }

function playerPanel(p) {
  const st = interactionState({ Player: p.seat });
  const cls = ["player", p.seat === view.you ? "you" : "opp", p.seat === view.active && "active", view.waiting_for === p.seat && "deciding", p.lost && "lost", st].filter(Boolean).join(" ");
  const e = el("div", { class: cls, dataset: { seat: p.seat } },
    el("b", { class: "pname" }, p.name), " ",
    el("span", { class: "life", title: "life" }, `♥ ${p.life}`),
    p.poison ? el("span", { class: "poison" }, ` ☠ ${p.poison}`) : null,
    p.energy ? el("span", { class: "energy", title: "energy counters" }, ` energy ${p.energy}`) : null,
    p.monarch ? el("span", { class: "badge monarch-badge", title: "the monarch draws a card at the beginning of their end step; combat damage to them takes it" }, " ♛ monarch") : null,
    el("span", { class: "counts" }, ` hand ${p.hand_count} · library ${p.library} `),
    zoneButton("graveyard", p.graveyard), zoneButton("exile", p.exile),
    p.commander_damage.map(([n, d]) => el("span", { class: "cmd-dmg", title: `combat damage dealt to ${p.name} by the commander ${n}: 21 from one commander loses the game (CR 903.10a)` }, ` ⚔ ${d} from ${n}`)),
    p.mana_pool && p.mana_pool !== "" && p.mana_pool !== "empty" ? el("span", { class: "pool", title: "mana in this player's mana pool (it empties at the end of each step)" }, " mana: ", symbols(p.mana_pool)) : null,
    p.lost ? el("span", { class: "badge lost-badge" }, " lost") : null,
    p.won ? el("span", { class: "badge won-badge" }, " won") : null,
  );
  e.addEventListener("click", () => onPlayerClick(p.seat));
  return e;
}

function battlefieldEl(p) {
  const lands = p.battlefield.filter((c) => c.land && !c.creature);
  const others = p.battlefield.filter((c) => !(c.land && !c.creature));
  return el("div", { class: "battlefield" },
    el("div", { class: "row nonlands" },
      // CR 903.6, 903.8: the commander waits in the command zone, cast from there with its tax.
      p.command.length ? el("div", { class: "command-zone", title: "command zone" }, p.command.map((c) => cardEl(c, "cmd"))) : null,
      // CR 401.5: the top card of the library, when it is revealed or the viewer may look at it.
      p.library_top ? el("div", { class: "library-top", title: "top card of the library" }, cardEl(p.library_top, "top")) : null,
      others.map((c) => cardEl(c, "bf"))),
    el("div", { class: "row lands" }, lands.map((c) => cardEl(c, "bf"))));
}

function render() {
  const me = view.players[view.you];
  const activeName = view.players[view.active].name;
  const waiting = view.waiting_for === null ? "" : view.waiting_for === view.you && !view.spectator ? " · your decision" : ` · waiting for ${view.players[view.waiting_for].name}`;
  const [kind0] = decisionKind();
  const beforeGame = !view.result && (kind0 === "Mulligan" || kind0 === "PutOnBottom" || (kind0 === "ChooseOption" && /takes the first turn/.test(view.decision?.prompt || "")));
  $("turn-line").textContent = beforeGame ? `Before the game: opening hands${waiting}` : `Turn ${view.turn} (${activeName}) · ${view.step}${view.day_night ? ` · ${view.day_night === "day" ? "☀" : "☾"} ${view.day_night}` : ""}${waiting}`;
  $("status").textContent = view.result ? `Game over: ${resultWords()}` : `game ${gameId.slice(0, 6)}`;
  document.body.dataset.players = view.players.length;
  $("opponents").replaceChildren(...view.players.filter((p) => p.seat !== view.you).map((p) =>
    el("div", { class: "side-of opp-side" }, playerPanel(p), battlefieldEl(p))));
  $("mine").replaceChildren(el("div", { class: "side-of my-side" }, battlefieldEl(me), playerPanel(me)));
  $("hand").replaceChildren(...(me.hand || []).map((c) => cardEl(c, "hand")));
  $("hand-area").hidden = !!view.spectator;
  $("concede").hidden = !!view.result;
  $("toggles").hidden = !!view.spectator || !!view.result;
  $("stack").replaceChildren(...view.stack.slice().reverse().map((s) => {
    const item = el("div", { class: "stack-item", dataset: { id: s.id } }, el("b", {}, s.name), ` (${view.players[s.controller].name})`,
      s.is_spell ? "" : [": ", ...symbols(s.text)], s.targets.length ? ` → ${s.targets.join(", ")}` : "");
    // The full text of what is on the stack, like a card's: on hover, or on a tap.
    const detail = { name: s.name, cost: s.cost, type_line: s.is_spell ? s.type_line : `ability of ${s.type_line}`,
      text: s.is_spell ? s.card_text : `${s.text}\n\n(${s.name}: ${s.card_text})`, counters: [], keywords: [] };
    item.addEventListener("mouseenter", () => showDetail(detail));
    item.addEventListener("click", () => showDetail(detail, true));
    return item;
  }));
  $("stack-area").hidden = view.stack.length === 0;
  $("combat-note").textContent = view.attackers.length
    ? "Attacking: " + view.attackers.map(([a, t]) => `${cardIndex().get(a)?.name} → ${t}`).join(", ") : "";
  const [kind] = decisionKind();
  document.body.dataset.decision = view.result ? "over" : kind || "none";
  document.body.dataset.step = view.step_key;
  document.body.dataset.turn = view.turn;
  document.body.dataset.answers = view.answers;
  document.body.dataset.active = view.active === view.you ? "me" : "other";
  turnCue();
  renderPrompt();
}

// The tab's title says when the game waits for this player; a short tone marks the start
// of their turn while the tab is in the background.
let cuedTurn = null;
function turnCue() {
  const mine = !view.spectator && !view.result && view.waiting_for === view.you;
  document.title = view.result ? "Game over — Grimoire" : mine ? "● Your move — Grimoire" : "Grimoire";
  if (view.spectator || view.result || view.active !== view.you || cuedTurn === view.turn) return;
  const first = cuedTurn === null;
  cuedTurn = view.turn;
  if (first || !document.hidden) return;
  try {
    const ac = new AudioContext();
    const o = ac.createOscillator();
    const g = ac.createGain();
    g.gain.value = 0.05;
    o.frequency.value = 660;
    o.connect(g).connect(ac.destination);
    o.start();
    o.stop(ac.currentTime + 0.15);
  } catch { /* no sound here */ }
}

// ------------------------------------------------ decisions

// What the player can do now besides passing and tapping for mana.
function priorityActions() {
  const [kind, d] = decisionKind();
  if (kind !== "Priority") return [];
  return d.actions.filter((a) => a !== "Pass" && !(a.Activate && a.Activate.mana));
}

// The mana abilities the player can activate now (CR 605.3a: any time they have priority).
function manaActions() {
  const [kind, d] = decisionKind();
  if (kind !== "Priority") return [];
  return d.actions.filter((a) => a.Activate && a.Activate.mana);
}

function isManaSource(id) { return manaActions().some((a) => a.Activate.source === id); }

// Whether there is something to do: an action, or a spell to pay by tapping by hand.
function canAct() { return priorityActions().length > 0 || (view.decision?.by_hand || []).length > 0; }

function actionsFor(id) {
  return priorityActions().filter((a) => (a.PlayLand && a.PlayLand.card === id) || (a.Cast && a.Cast.card === id) || (a.Activate && a.Activate.source === id) || (a.TurnFaceUp && a.TurnFaceUp.permanent === id) || (a.ExileFromHand && a.ExileFromHand.card === id) || (a.Unlock && a.Unlock.room === id));
}

// Taps a mana source by hand: its one mana ability at once, or a choice among several.
function tapForMana(id) {
  const acts = manaActions().filter((a) => a.Activate.source === id);
  if (acts.length === 1) startAction(acts[0]);
  else if (acts.length > 1) { ui = { mode: "menu", actions: acts, label: ui?.label }; renderPrompt(); }
}

// A spell that only mana tapped by hand can pay: tap for it first (the spell waits), then
// it is cast as soon as the mana is there.
function startTapFor(id) {
  ui = { mode: "tapfor", card: id, label: `Cast ${cardIndex().get(id)?.name}` };
  tapFor = id;
  render();
}

function actionLabel(a) {
  const idx = cardIndex();
  if (a.PlayLand) {
    // CR 712.12: a modal double-faced card whose land face is its back face plays that face.
    const c = idx.get(a.PlayLand.card);
    const back = c?.other_face?.role === "modal back face" && (a.PlayLand.face === 1 || (a.PlayLand.face == null && !c?.land));
    return `Play ${back ? c.other_face.name : c?.name}`;
  }
  if (a.Cast) {
    // CR 118.9: a cast for an alternative cost names that cost; CR 702.81a, 702.133a: so
    // does a cast from a graveyard by retrace or jump-start.
    const [, d] = decisionKind();
    const alt = view.decision.details?.[d.actions.indexOf(a)]?.alt ?? null;
    // CR 709.3: a split card's half is named ("Fire // Ice" cast as Fire); CR 712.11b,
    // 715.3: so is a modal double-faced card's back face or an Adventure (face 1).
    const card = idx.get(a.Cast.card);
    const name = card?.name;
    const faceName = card?.other_face && !name?.includes(" // ") ? card.other_face.name : name?.split(" // ")[a.Cast.half];
    // CR 702.102: the half after the last is both halves, fused.
    // CR 718.3: a prototype card cast prototyped, with the prototype's mana cost and size.
    const proto = card?.other_face?.role === "prototype" ? card.other_face : null;
    // CR 702.146a: a transforming card's back face is cast transformed, by its disturb cost.
    const disturb = card?.other_face?.role === "back face" ? " transformed, for its disturb cost" : "";
    const half = a.Cast.half === null || a.Cast.half === undefined ? "" : proto ? ` prototyped (${proto.cost}, ${proto.power}/${proto.toughness})` : faceName ? ` as ${faceName}${disturb}` : " fused (both halves)";
    return `Cast ${name}${half}${alt ? ` (${alt.replace(/^You may /, "").replace(/\.$/, "")})` : ""}`;
  }
  // CR 702.37e: turning a face-down permanent face up is a special action.
  if (a.TurnFaceUp) return `Turn ${idx.get(a.TurnFaceUp.permanent)?.name} face up: ${a.TurnFaceUp.text}`;
  // CR 702.143a, 702.170a: foretelling or plotting a card in hand is a special action.
  if (a.ExileFromHand) return `${a.ExileFromHand.text}: exile ${idx.get(a.ExileFromHand.card)?.name}`;
  // CR 709.5e: unlocking a door of a Room is a special action.
  if (a.Unlock) return `${a.Unlock.text} (a door of ${idx.get(a.Unlock.room)?.name})`;
  if (a.Activate.mana) return `Tap ${idx.get(a.Activate.source)?.name}: ${a.Activate.text.replace(/^\{T\}: /, "")}`;
  // A modal ability's modes are offered one by one next: name its cost only.
  const text = a.Activate.modes ? `${a.Activate.text.split(":")[0]}: choose ${a.Activate.modes.min === a.Activate.modes.max ? a.Activate.modes.max : `${a.Activate.modes.min} to ${a.Activate.modes.max}`} mode…` : a.Activate.text;
  return `Activate ${idx.get(a.Activate.source)?.name}: ${text}`;
}

// How a card or player looks in the interaction in progress: "playable", "selectable", "selected".
function interactionState(what) {
  if (!view || !view.decision) return null;
  const [kind, d] = decisionKind();
  const target = typeof what === "number" ? { Object: what } : what;
  if (ui && ui.mode === "targets") {
    const slot = ui.slots[ui.slot];
    if (ui.chosen[ui.slot].some((t) => sameTarget(t, target))) return "selected";
    if (slot.legal.some((t) => sameTarget(t, target))) return "selectable";
    return null;
  }
  if (typeof what !== "number") return null;
  const id = what;
  if (ui && ui.mode === "cost") {
    if (ui.costPicked.includes(id)) return "selected";
    return ui.costs[ui.costIdx].candidates.includes(id) ? "selectable" : null;
  }
  if (ui && ui.mode === "pay") {
    if (ui.paying.includes(id)) return "selected";
    return manaSources().includes(id) ? "selectable" : null;
  }
  if (ui && ui.mode === "tapfor") {
    if (id === ui.card) return "selected";
    return isManaSource(id) ? "selectable" : null;
  }
  if (kind === "Priority") return actionsFor(id).length || view.decision.by_hand?.includes(id) ? "playable" : null;
  if (kind === "DeclareAttackers") {
    if (ui?.attacks?.has(id)) return "selected";
    return d.options.some((o) => o.attacker === id) ? "selectable" : null;
  }
  if (kind === "DeclareBlockers") {
    if (ui?.blocker === id) return "selected";
    if (ui?.blocks?.some(([b]) => b === id)) return "selected";
    if (ui?.blocker !== undefined && ui.blocker !== null) {
      const opt = d.options.find((o) => o.blocker === ui.blocker);
      if (opt && opt.attackers.includes(id)) return "selectable";
    }
    return d.options.some((o) => o.blocker === id) ? "selectable" : null;
  }
  if (kind === "PutOnBottom" || kind === "ChooseObjects") {
    if (ui?.cards?.includes(id)) return "selected";
    const from = kind === "PutOnBottom" ? d.hand : d.from;
    return from.includes(id) ? "selectable" : null;
  }
  return null;
}

function onPlayerClick(seat) {
  if (ui && ui.mode === "targets") pickTarget({ Player: seat });
}

function onCardClick(c) {
  if (!view || !view.decision) return;
  const [kind, d] = decisionKind();
  if (ui && ui.mode === "targets") { pickTarget({ Object: c.id }); return; }
  if (ui && ui.mode === "cost") { pickCost(c.id); return; }
  if (ui && ui.mode === "pay") { pickSource(c.id); return; }
  if (ui && ui.mode === "tapfor") { if (isManaSource(c.id)) tapForMana(c.id); return; }
  if (kind === "Priority") {
    const acts = actionsFor(c.id);
    const mana = acts.length ? manaActions().filter((a) => a.Activate.source === c.id) : [];
    if (acts.length === 1 && !mana.length) startAction(acts[0]);
    else if (acts.length) { ui = { mode: "menu", actions: [...acts, ...mana] }; renderPrompt(); }
    else if (view.decision.by_hand?.includes(c.id)) startTapFor(c.id);
    else if (isManaSource(c.id)) tapForMana(c.id);
    return;
  }
  if (kind === "DeclareAttackers") {
    const opt = d.options.find((o) => o.attacker === c.id);
    if (!opt) return;
    ui = ui || { attacks: new Map() };
    if (ui.attacks.has(c.id)) ui.attacks.delete(c.id);
    else ui.attacks.set(c.id, ui.defender && opt.defenders.some((t) => sameTarget(t, ui.defender)) ? ui.defender : opt.defenders[0]);
    render();
    return;
  }
  if (kind === "DeclareBlockers") {
    ui = ui || { blocks: [], blocker: null };
    const existing = ui.blocks.findIndex(([b]) => b === c.id);
    if (existing >= 0) { ui.blocks.splice(existing, 1); ui.blocker = null; render(); return; }
    if (ui.blocker !== null) {
      const opt = d.options.find((o) => o.blocker === ui.blocker);
      if (opt && opt.attackers.includes(c.id)) { ui.blocks.push([ui.blocker, c.id]); ui.blocker = null; render(); return; }
    }
    const opt = d.options.find((o) => o.blocker === c.id);
    if (opt) {
      // With only one attacker to block, block it at once.
      if (opt.attackers.length === 1) ui.blocks.push([c.id, opt.attackers[0]]);
      else ui.blocker = c.id;
    }
    render();
    return;
  }
  if (kind === "PutOnBottom" || kind === "ChooseObjects") {
    const from = kind === "PutOnBottom" ? d.hand : d.from;
    if (!from.includes(c.id)) return;
    ui = ui || { cards: [] };
    const i = ui.cards.indexOf(c.id);
    if (i >= 0) ui.cards.splice(i, 1); else ui.cards.push(c.id);
    render();
  }
}

// A cast or activation, step by step: modes, X, the targets (of the chosen modes), the
// objects that pay a sacrifice or discard cost, then (if the player asked to choose mana
// sources) the permanents to tap for mana; then send.
function startAction(a) {
  // CR 712.12: a modal double-faced card with two land faces names the face played.
  if (a.PlayLand) { send({ PlayLand: a.PlayLand.face == null ? a.PlayLand.card : { card: a.PlayLand.card, face: a.PlayLand.face } }); return; }
  const [, d] = decisionKind();
  const detail = view.decision.details?.[d.actions.indexOf(a)] || { mode_targets: [], costs: [] };
  const spec = a.Unlock
    ? { kind: "Unlock", body: { source: a.Unlock.room, index: a.Unlock.door, modes: [], x: null, targets: [], payment: null, cost_choices: [] }, opt: { ...a.Unlock, targets: [] }, detail }
    : a.ExileFromHand
    ? { kind: "ExileFromHand", body: { source: a.ExileFromHand.card, index: 0, modes: [], x: null, targets: [], payment: null, cost_choices: [] }, opt: { ...a.ExileFromHand, targets: [] }, detail }
    : a.TurnFaceUp
    ? { kind: "TurnFaceUp", body: { source: a.TurnFaceUp.permanent, index: 0, modes: [], x: null, targets: [], payment: null, cost_choices: [] }, opt: { ...a.TurnFaceUp, targets: [] }, detail }
    : a.Cast
    ? { kind: "Cast", body: { card: a.Cast.card, modes: [], x: null, targets: [], divide: [], payment: null, cost_choices: [], alt: a.Cast.alt ?? null, half: a.Cast.half ?? null }, opt: a.Cast, detail }
    : { kind: "Activate", body: { source: a.Activate.source, index: a.Activate.index, modes: [], x: null, targets: [], payment: null, cost_choices: [] }, opt: a.Activate, detail };
  ui = { mode: "spec", spec, label: actionLabel(a), stage: "modes" };
  continueSpec();
}

function continueSpec() {
  const { spec } = ui;
  if (ui.stage === "modes") {
    ui.stage = "x";
    if (spec.opt.modes) { ui.mode = "modes"; ui.picked = []; render(); return; }
  }
  if (ui.stage === "x") {
    ui.stage = "targets";
    if (spec.opt.x) { ui.mode = "x"; render(); return; }
  }
  if (ui.stage === "targets") {
    ui.stage = "divide";
    // A modal spell's targets are those of the chosen modes, in mode order (CR 700.2c).
    const slots = spec.opt.modes ? spec.body.modes.flatMap((m) => spec.detail.mode_targets?.[m] || []) : spec.opt.targets;
    if (slots.length) { startTargets(slots, (chosen) => { spec.body.targets = chosen; continueSpec(); }); return; }
  }
  if (ui.stage === "divide") {
    ui.stage = "costs";
    // CR 601.2d: divide the spell's damage among its chosen targets, at least 1 each.
    const dv = spec.detail.divide;
    const chosen = dv ? spec.body.targets[dv.slot] || [] : [];
    const amount = dv ? (dv.amount ?? spec.body.x ?? 0) : 0;
    if (chosen.length > 1) {
      ui.mode = "divide";
      ui.divAmount = amount;
      ui.div = chosen.map((t, i) => [t, Math.floor(amount / chosen.length) + (i < amount % chosen.length ? 1 : 0)]);
      render();
      return;
    }
  }
  if (ui.stage === "costs") {
    ui.stage = "pay";
    if (spec.detail.costs?.length) { startCosts(spec.detail.costs); return; }
  }
  if (ui.stage === "pay") {
    ui.stage = "send";
    if ($("manual-mana").checked && needsMana(spec) && manaSources().length) { ui.mode = "pay"; ui.paying = []; render(); return; }
  }
  send({ [spec.kind]: spec.body });
}

// Whether a cast or activation has a mana cost to pay (a free spell or a "Sacrifice a
// creature:" ability skips the payment step).
function needsMana(spec) {
  // An alternative cost replaces the mana cost (CR 118.9): pay mana only if it names some.
  if (spec.body.alt !== null && spec.body.alt !== undefined) return /\{(\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP])\}/.test(spec.detail.alt || "");
  if (spec.kind === "ExileFromHand") return true;
  if (spec.kind === "Unlock") return /\{(\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP])\}/.test(spec.opt.text);
  if (spec.kind === "TurnFaceUp") return /\{(\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP])\}/.test(spec.opt.text);
  if (spec.kind === "Activate") {
    if (spec.opt.mana) return false;
    return /\{(\d+|[WUBRGCXS]|[WUBRG2]\/[WUBRGP])\}/.test(spec.opt.text.split(":")[0]);
  }
  const cost = cardIndex().get(spec.body.card)?.cost || "";
  return cost !== "" && cost !== "{0}";
}

// The permanents whose mana abilities could pay now.
function manaSources() {
  const [kind, d] = decisionKind();
  if (kind !== "Priority") return [];
  return [...new Set(d.actions.filter((a) => a.Activate && a.Activate.mana).map((a) => a.Activate.source))];
}

function pickSource(id) {
  if (!manaSources().includes(id)) return;
  const i = ui.paying.indexOf(id);
  if (i >= 0) ui.paying.splice(i, 1); else ui.paying.push(id);
  render();
}

// Sacrifice and discard costs: choose `count` of the candidates for each in turn.
function startCosts(costs) {
  ui = { ...ui, mode: "cost", costs, costIdx: 0, costPicked: [], costChosen: [] };
  autoCost();
}

function autoCost() {
  // A cost with exactly as many candidates as it needs takes them all.
  while (ui.costIdx < ui.costs.length && ui.costs[ui.costIdx].candidates.length <= ui.costs[ui.costIdx].count) {
    ui.costChosen.push(...ui.costs[ui.costIdx].candidates);
    ui.costIdx++;
  }
  if (ui.costIdx >= ui.costs.length) { ui.spec.body.cost_choices = ui.costChosen; ui.mode = "spec"; continueSpec(); return; }
  render();
}

function pickCost(id) {
  const cost = ui.costs[ui.costIdx];
  if (!cost.candidates.includes(id)) return;
  const i = ui.costPicked.indexOf(id);
  if (i >= 0) ui.costPicked.splice(i, 1); else ui.costPicked.push(id);
  if (ui.costPicked.length >= cost.count) {
    ui.costChosen.push(...ui.costPicked);
    ui.costPicked = [];
    ui.costIdx++;
    autoCost();
    return;
  }
  render();
}

function startTargets(slots, done) {
  const prev = ui || {};
  ui = { ...prev, mode: "targets", slots, slot: 0, chosen: slots.map(() => []), done, label: prev.label || "" };
  autoTargetSkip();
  render();
}

function autoTargetSkip() {
  // A slot with no legal choice and min 0 is skipped.
  while (ui.slot < ui.slots.length && ui.slots[ui.slot].legal.length === 0 && ui.slots[ui.slot].min === 0) ui.slot++;
  if (ui.slot >= ui.slots.length) ui.done(ui.chosen);
}

function pickTarget(t) {
  const slot = ui.slots[ui.slot];
  if (!slot.legal.some((x) => sameTarget(x, t))) return;
  const chosen = ui.chosen[ui.slot];
  const i = chosen.findIndex((x) => sameTarget(x, t));
  if (i >= 0) chosen.splice(i, 1); else chosen.push(t);
  if (chosen.length >= slot.max) nextSlot(); else render();
}

function nextSlot() {
  ui.slot++;
  if (ui.slot >= ui.slots.length) { const { done, chosen } = ui; done(chosen); return; }
  autoTargetSkip();
  render();
}

// What passing priority does next, said on the button (CR 117.4: when all pass in turn,
// the top of the stack resolves or the step ends).
function passLabel() {
  if (view.stack.length) return "Pass (let it resolve)";
  if (view.active !== view.you) return "Pass";
  if (view.step_key === "precombat_main") return "Pass (go to combat)";
  if (view.step_key === "postcombat_main") return "Pass (end the turn)";
  return "Pass";
}

// Drops the cast or choice in progress (Escape, or a Cancel button).
function cancelUi() { ui = null; tapFor = null; render(); }

// How the game ended, in plain words, from this seat's side.
// A new game with the same players and decks; the others' seats open for them to join.
async function rematch() {
  const mine = mySeats()[gameId];
  try {
    const grant = await api(`/api/games/${gameId}/rematch`, { token: mine.token });
    saveSeat(grant);
    location.hash = `#game=${grant.game}`;
  } catch (e) { showError(e.message); }
}

// Where the match stands, in words (CR 100.4a: best of three).
function matchWords() {
  const [a, b] = series.wins;
  const [n0, n1] = view.players.map((p) => (p.seat === view.you ? "you" : p.name));
  if (!series.over) return `Game ${series.game} of ${series.best_of}: ${n0} ${a}, ${n1} ${b}. Sideboard for the next game (the loser of this game chooses who plays first).`;
  if (a === b) return `The match is a draw, ${a}–${b}.`;
  const w = a > b ? 0 : 1;
  return `${w === view.you ? "You win" : `${view.players[w].name} wins`} the match ${Math.max(a, b)}–${Math.min(a, b)}.`;
}

// The deck and sideboard between games: click a card to move one copy across.
function sideboardPanel() {
  sideboarding = sideboarding || { main: series.main.map(([n, c]) => [n, c]), side: series.side.map(([n, c]) => [n, c]) };
  const total = (l) => l.reduce((k, [n]) => k + n, 0);
  const move = (from, to, name) => {
    const src = sideboarding[from].find(([, c]) => c === name);
    src[0] -= 1;
    if (!src[0]) sideboarding[from] = sideboarding[from].filter(([n]) => n > 0);
    const dst = sideboarding[to].find(([, c]) => c === name);
    if (dst) dst[0] += 1; else sideboarding[to].push([1, name]);
    render();
  };
  const list = (from, to, label) => el("div", { class: `sb-col sb-${from}` }, el("h3", {}, `${label} (${total(sideboarding[from])})`),
    sideboarding[from].map(([n, name]) => el("div", { class: "sb-entry", dataset: { name, where: from } },
      `${n} ${name} `, el("button", { type: "button", class: "small sb-move", title: `move one ${name} to the ${to === "main" ? "deck" : "sideboard"}`, onclick: () => move(from, to, name) }, to === "main" ? "← deck" : "side →"))));
  return el("div", { class: "sideboard" }, list("main", "side", "Deck"), list("side", "main", "Sideboard"));
}

async function sendSideboard() {
  const mine = mySeats()[gameId];
  try {
    await api(`/api/games/${gameId}/sideboard`, { token: mine.token, main: sideboarding.main, side: sideboarding.side });
    showError("");
  } catch (e) { showError(e.message); }
}

function resultWords() {
  const winner = view.players.find((p) => p.won);
  if (winner) return winner.seat === view.you && !view.spectator ? "You won" : `${winner.name} won`;
  return /turn limit/.test(view.result || "") ? "A draw (turn limit reached)" : "A draw";
}

function button(label, onclick, cls = "") {
  return el("button", { type: "button", class: cls, onclick }, label);
}

// A question with more options than this shows a search box instead of a button each; what
// was typed in it is kept across redraws.
const LONG_OPTIONS = 60;
let optionQuery = "";

function renderPrompt() {
  const choices = [];
  const actions = [];
  let prompt = "";
  if (view.result) {
    prompt = `${resultWords()}.`;
    if (series) prompt += ` ${matchWords()}`;
    if (series && !series.over && !view.spectator) {
      if (series.ready[view.you]) prompt += " You are ready: the next game starts when everyone is.";
      else {
        choices.push(sideboardPanel());
        actions.push(button(`Ready for game ${series.game + 1}`, sendSideboard, "primary ready"));
      }
    }
    if (!view.spectator && mySeats()[gameId] && (!series || series.over)) actions.push(button("Rematch", rematch, "primary rematch"));
    actions.push(button("Back to the lobby", () => { location.hash = ""; }, view.spectator ? "primary" : ""));
  } else if (view.spectator) {
    prompt = `Watching${view.waiting_for === null ? "" : ` — waiting for ${view.players[view.waiting_for].name}`}`;
    actions.push(button("Back to the lobby", () => { location.hash = ""; }));
  } else if (!view.decision) {
    prompt = view.waiting_for === null ? "" : `Waiting for ${view.players[view.waiting_for].name}…`;
  } else {
    const [kind, d] = decisionKind();
    prompt = view.decision.prompt;
    if (ui && ui.mode === "tapfor") {
      const c = cardIndex().get(ui.card);
      prompt = `${ui.label}: tap mana for it (it costs ${c?.cost || "nothing"}) — click your lands`;
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "targets") {
      const slot = ui.slots[ui.slot];
      const n = slot.min === slot.max ? `${slot.max} target${slot.max === 1 ? "" : "s"}` : `${slot.min} to ${slot.max} targets`;
      prompt = `${ui.label ? ui.label + ": " : ""}choose ${n}: ${slot.text}`;
      choices.push(...slot.legal.filter((t) => "Player" in t).map((t) =>
        button(targetName(t), () => pickTarget(t), ui.chosen[ui.slot].some((x) => sameTarget(x, t)) ? "selected" : "selectable")));
      if (ui.chosen[ui.slot].length >= slot.min) actions.push(button("Done", nextSlot, "primary"));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "menu") {
      prompt = "Choose:";
      for (const a of ui.actions) choices.push(button(symbols(actionLabel(a)), () => startAction(a), "menu-action"));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "modes") {
      const m = ui.spec.opt.modes;
      const n = m.min === m.max ? `${m.max}` : `${m.min} to ${m.max}`;
      prompt = `${ui.label.replace(/: choose [^:]*mode…$/, "")}: choose ${n} mode${m.max > 1 ? "s" : ""}`;
      // CR 700.2a: a mode whose targets can't be chosen can't be chosen.
      const choosable = (i) => (ui.spec.detail.mode_targets?.[i] || []).every((s) => s.legal.length >= s.min);
      m.modes.forEach((text, i) => choices.push(el("button", { type: "button", class: `mode ${ui.picked.includes(i) ? "selected" : ""}`, dataset: { mode: i }, disabled: !choosable(i), title: choosable(i) ? null : "no legal target for this mode", onclick: () => {
        const j = ui.picked.indexOf(i);
        if (j >= 0) ui.picked.splice(j, 1); else ui.picked.push(i);
        renderPrompt();
      } }, text)));
      const enough = ui.picked.length >= m.min && ui.picked.length <= m.max;
      if (enough) actions.push(button("OK", () => { ui.spec.body.modes = ui.picked.slice().sort((a, b) => a - b); ui.mode = "spec"; continueSpec(); }, "primary modes-ok"));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "cost") {
      const cost = ui.costs[ui.costIdx];
      const verb = cost.kind.toLowerCase();
      prompt = `${ui.label}: choose ${cost.count} to ${verb} (${ui.costPicked.length} chosen)`;
      const idx = cardIndex();
      for (const id of cost.candidates) {
        choices.push(el("button", { type: "button", class: `cost-choice ${ui.costPicked.includes(id) ? "selected" : ""}`, dataset: { id }, onclick: () => pickCost(id) }, idx.get(id)?.name || `#${id}`));
      }
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "divide") {
      // CR 601.2d: one amount per target, at least 1 each, summing to the spell's amount.
      const total = () => ui.div.reduce((n, [, k]) => n + k, 0);
      prompt = `${ui.label}: divide ${ui.divAmount} damage — ${total()} of ${ui.divAmount} assigned`;
      ui.div.forEach((entry, i) => {
        const [t] = entry;
        const input = el("input", { type: "number", min: 1, max: ui.divAmount, value: entry[1], class: "div-input", dataset: { target: JSON.stringify(t) } });
        input.addEventListener("input", () => { entry[1] = Math.max(1, Number(input.value) | 0); renderPromptKeepFocus(i); });
        const step = (k) => button(k > 0 ? "+" : "−", () => { entry[1] = Math.max(1, entry[1] + k); renderPrompt(); }, "small div-step");
        const among = ui.div.map(([x]) => x);
        choices.push(hoverTarget(el("label", { class: "dmg div", dataset: { index: i, target: JSON.stringify(t) } }, `${targetLabel(t, among)}: `, step(-1), input, step(1)), t));
      });
      if (total() === ui.divAmount) {
        actions.push(button("OK", () => { ui.spec.body.divide = ui.div.map(([, n]) => n); ui.mode = "spec"; continueSpec(); }, "primary divide-ok"));
      } else choices.push(el("span", { class: "msg" }, `divide exactly ${ui.divAmount}, at least 1 each`));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "pay") {
      const idx = cardIndex();
      const card = idx.get(ui.spec.body.card ?? ui.spec.body.source);
      prompt = `${ui.label}: click the permanents to tap for mana${ui.spec.kind === "Cast" && card?.cost ? ` (cost ${card.cost}${ui.spec.body.x !== null ? `, X=${ui.spec.body.x}` : ""})` : ""}`;
      if (ui.paying.length) choices.push(el("span", { class: "paying" }, "Tapping: " + ui.paying.map((id) => idx.get(id)?.name).join(", ")));
      actions.push(button(`Pay with ${ui.paying.length} chosen`, () => { ui.spec.body.payment = ui.paying.slice(); send({ [ui.spec.kind]: ui.spec.body }); }, "primary pay-chosen"));
      actions.push(button("Pay automatically", () => { ui.spec.body.payment = null; send({ [ui.spec.kind]: ui.spec.body }); }, "pay-auto"));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (ui && ui.mode === "x") {
      // CR 107.3: X from 0 up to what the player's mana can pay now, with the total cost.
      const costs = ui.spec.detail.x_costs || [];
      const most = Math.max(0, costs.length - 1);
      if (ui.x === undefined) ui.x = Math.min(most, Math.max(1, most));
      const setX = (v) => { ui.x = Math.max(0, Math.min(most, v | 0)); renderPrompt(); };
      prompt = `${ui.label}: choose X (0 to ${most})`;
      const range = el("input", { type: "range", min: 0, max: most, value: ui.x, id: "x-range", "aria-label": "X" });
      range.addEventListener("input", () => setX(Number(range.value)));
      const input = el("input", { type: "number", min: 0, max: most, value: ui.x, id: "x-input", "aria-label": "X" });
      input.addEventListener("change", () => setX(Number(input.value)));
      choices.push(el("div", { class: "x-control" },
        button("−", () => setX(ui.x - 1), "small x-step x-minus"), range, button("+", () => setX(ui.x + 1), "small x-step x-plus"), input,
        button("max", () => setX(most), "small x-max")));
      const total = costs[ui.x];
      choices.push(el("div", { class: "x-total", id: "x-total" }, total ? `X = ${ui.x}: you pay ${total}` : `X = ${ui.x}`));
      if (!costs.length) choices.push(el("span", { class: "msg" }, "not enough mana for any X"));
      actions.push(button(`OK (X = ${ui.x})`, () => { ui.spec.body.x = ui.x; ui.mode = "spec"; continueSpec(); }, "primary x-ok"));
      actions.push(button("Cancel", cancelUi, "cancel"));
    } else if (kind === "Mulligan") {
      actions.push(button("Keep", () => send("Keep"), "primary keep"), button("Mulligan", () => send("Mulligan")));
    } else if (kind === "Priority") {
      const acts = priorityActions();
      if (acts.length) prompt += " — click a highlighted card to play it";
      // One button per different action: seven Grizzly Bears in hand cast alike.
      const labels = new Set();
      for (const a of acts) {
        const label = actionLabel(a);
        if (labels.has(label)) continue;
        labels.add(label);
        choices.push(button(symbols(label), () => startAction(a), "small action"));
      }
      actions.push(button(passLabel(), () => send("Pass"), "primary pass"));
    } else if (kind === "DeclareAttackers") {
      ui = ui || { attacks: new Map() };
      const defenders = [];
      for (const o of d.options) for (const t of o.defenders) if (!defenders.some((x) => sameTarget(x, t))) defenders.push(t);
      if (defenders.length > 1) {
        ui.defender = ui.defender || defenders[0];
        choices.push(el("span", {}, "Attack: "), ...defenders.map((t) => button(targetName(t), () => { ui.defender = t; renderPrompt(); }, sameTarget(t, ui.defender) ? "selected" : "")));
      }
      prompt = `Declare attackers: click your creatures (${ui.attacks.size} attacking)`;
      actions.push(button(ui.attacks.size ? `Attack with ${ui.attacks.size}` : "No attack", () => send({ Attackers: [...ui.attacks.entries()] }), "primary attack"));
      if (d.options.length) actions.push(button("All attack", () => {
        for (const o of d.options) ui.attacks.set(o.attacker, ui.defender && o.defenders.some((t) => sameTarget(t, ui.defender)) ? ui.defender : o.defenders[0]);
        render();
      }, "all-attack"));
    } else if (kind === "DeclareBlockers") {
      ui = ui || { blocks: [], blocker: null };
      const idx = cardIndex();
      prompt = ui.blocker !== null ? `Now click the attacker ${idx.get(ui.blocker)?.name} blocks` : "Declare blockers: click a creature of yours, then the attacker it blocks";
      for (const [b, a] of ui.blocks) choices.push(el("div", { class: "pair" }, `${idx.get(b)?.name} blocks ${idx.get(a)?.name}`));
      actions.push(button(ui.blocks.length ? `Block (${ui.blocks.length})` : "No blocks", () => send({ Blockers: ui.blocks }), "primary block"));
    } else if (kind === "PutOnBottom" || kind === "ChooseObjects") {
      ui = ui || { cards: [] };
      const [min, max] = kind === "PutOnBottom" ? [d.count, d.count] : [d.min, d.max];
      if (kind === "ChooseObjects") {
        const shown = new Set([...(view.players[view.you].hand || []).map((c) => c.id), ...view.players.flatMap((p) => p.battlefield.map((c) => c.id))]);
        const idx = cardIndex();
        choices.push(el("div", { class: "row" }, d.from.filter((id) => !shown.has(id)).map((id) => cardEl(idx.get(id), "choice"))));
      }
      prompt += min === max ? ` · ${ui.cards.length} of ${max} chosen` : ` · ${ui.cards.length} chosen`;
      if (ui.cards.length >= min && ui.cards.length <= max) actions.push(button("OK", () => send({ Cards: ui.cards }), "primary cards-ok"));
    } else if (kind === "ChooseTargets") {
      actions.push(button("Choose targets", () => startTargets(d.slots, (chosen) => send({ Targets: chosen })), "primary"));
      if (!ui) { startTargets(d.slots, (chosen) => send({ Targets: chosen })); return; }
    } else if (kind === "YesNo") {
      const src = view.decision.source;
      if (src !== null && src !== undefined && cardIndex().get(src)) choices.push(el("div", { class: "row source-card" }, cardEl(cardIndex().get(src), "choice")));
      actions.push(button("Yes", () => send({ YesNo: true }), "primary yes"), button("No", () => send({ YesNo: false }), "no"));
    } else if (kind === "ChooseOption" && d.options.length > LONG_OPTIONS) {
      // A long list (every card name, CR 201.3): a search box and the first matches.
      const input = el("input", { type: "search", class: "option-search", placeholder: "Type to search", value: optionQuery });
      const list = el("div", { class: "option-list" });
      const fill = () => {
        const q = optionQuery.trim().toLowerCase();
        const hits = [];
        for (let i = 0; i < d.options.length && hits.length < 40; i++) if (d.options[i].toLowerCase().includes(q)) hits.push(i);
        list.replaceChildren(...hits.map((i) => button(d.options[i], () => { optionQuery = ""; send({ Option: i }); }, "option")));
      };
      input.addEventListener("input", () => { optionQuery = input.value; fill(); });
      fill();
      choices.push(input, list);
    } else if (kind === "ChooseOption") {
      d.options.forEach((o, i) => choices.push(button(symbols(o), () => send({ Option: i }), "option")));
    } else if (kind === "ChooseNumber") {
      const input = el("input", { type: "number", min: d.min, max: d.max, value: d.min, class: "number-input" });
      choices.push(input);
      actions.push(button("OK", () => send({ Number: Math.max(d.min, Math.min(d.max, Number(input.value) | 0)) }), "primary number-ok"));
    } else if (kind === "OrderTriggers") {
      ui = ui || { order: [] };
      const name = (i) => `${cardIndex().get(d.triggers[i][0])?.name || "?"}: ${d.triggers[i][1]}`;
      prompt += ui.order.length ? ` — so far: ${ui.order.map((i, n) => `${n + 1}. ${name(i)}`).join("; ")}` : "";
      d.triggers.forEach((_, i) => {
        if (!ui.order.includes(i)) choices.push(el("button", { type: "button", class: "trigger", dataset: { index: i }, onclick: () => {
          ui.order.push(i);
          if (ui.order.length === d.triggers.length) send({ Order: ui.order }); else renderPrompt();
        } }, name(i)));
      });
      if (ui.order.length) actions.push(button("Start over", () => { ui.order = []; renderPrompt(); }));
    } else if (kind === "AssignCombatDamage") {
      // CR 510.1c-d: divide the damage among the blockers (and, with trample, the player).
      const idx = cardIndex();
      ui = ui || { dmg: null };
      if (!ui.dmg) {
        let left = d.amount;
        ui.dmg = d.blockers.map(([b, lethal]) => { const n = Math.min(lethal, left); left -= n; return [{ Object: b }, n]; });
        if (d.trample) ui.dmg.push([d.trample, left]);
        else if (left > 0 && ui.dmg.length) ui.dmg[ui.dmg.length - 1][1] += left;
      }
      const total = () => ui.dmg.reduce((n, [, k]) => n + k, 0);
      prompt = `${view.decision.prompt}: ${total()} of ${d.amount} assigned`;
      ui.dmg.forEach((entry, i) => {
        const [t] = entry;
        const lethal = "Object" in t ? d.blockers.find(([b]) => b === t.Object)?.[1] : null;
        const input = el("input", { type: "number", min: 0, max: d.amount, value: entry[1], class: "dmg-input", dataset: { target: JSON.stringify(t) } });
        input.addEventListener("input", () => { entry[1] = Math.max(0, Number(input.value) | 0); renderPromptKeepFocus(i); });
        const step = (k) => button(k > 0 ? "+" : "−", () => { entry[1] = Math.max(0, entry[1] + k); renderPrompt(); }, `small dmg-step`);
        const among = ui.dmg.map(([x]) => x);
        choices.push(hoverTarget(el("label", { class: "dmg", dataset: { index: i, target: JSON.stringify(t) } }, `${targetLabel(t, among)}${lethal !== null && lethal !== undefined ? ` (lethal ${lethal})` : ""}: `, step(-1), input, step(1)), t));
      });
      if (total() === d.amount) actions.push(button("Assign", () => send({ Damage: ui.dmg.filter(([, n]) => n > 0) }), "primary assign"));
      else choices.push(el("span", { class: "msg" }, `assign exactly ${d.amount}`));
    }
  }
  $("prompt").replaceChildren(...symbols(prompt));
  const rule = view.decision?.rule;
  if (rule) $("prompt").title = `Comprehensive Rules ${rule}`; else $("prompt").removeAttribute("title");
  $("choices").replaceChildren(...choices);
  $("actions").replaceChildren(...actions);
}

// Re-renders the prompt and puts the cursor back in the damage field being typed in.
function renderPromptKeepFocus(i) {
  renderPrompt();
  const input = document.querySelector(`label.dmg[data-index="${i}"] input`);
  if (input) { input.focus(); const v = input.value; input.value = ""; input.value = v; }
}

// ------------------------------------------------ stops and passing

// The steps where a player gets priority, in turn order, for the stops (CR 500-514).
const STOP_STEPS = [["upkeep", "Upkeep"], ["draw", "Draw"], ["precombat_main", "Main phase 1"], ["beginning_of_combat", "Beginning of combat"],
  ["declare_attackers", "Declare attackers"], ["declare_blockers", "Declare blockers"], ["combat_damage", "Combat damage"],
  ["end_of_combat", "End of combat"], ["postcombat_main", "Main phase 2"], ["end", "End step"]];
const ALL_STOPS = STOP_STEPS.map(([k]) => k);

// Per-step stops for the player's own turn and for the opponents' turns, kept in this browser.
function loadStops() {
  try {
    const s = JSON.parse(localStorage.getItem("grimoire.stops"));
    if (s && Array.isArray(s.mine) && Array.isArray(s.theirs)) return s;
  } catch { /* the defaults */ }
  return { mine: ALL_STOPS.slice(), theirs: ALL_STOPS.slice() };
}
let stops = loadStops();
function stopsAt(whose, step) { return stops[whose].includes(step === "first_strike_damage" ? "combat_damage" : step); }

// Whether to stop at this priority: never when the player can only pass; when an opponent's
// spell or ability waits on the stack; otherwise in the steps the player ticked.
function shouldStop() {
  if (!canAct()) return false;
  const top = view.stack[view.stack.length - 1];
  if (top && top.controller !== view.you) return true;
  return stopsAt(view.active === view.you ? "mine" : "theirs", view.step_key);
}

// Something an opponent put on the stack since the view before.
function opponentAddedToStack(before) {
  const seen = new Set((before?.stack || []).map((s) => s.id));
  return view.stack.some((s) => s.controller !== view.you && !seen.has(s.id));
}

function autoAnswer(before) {
  clearTimeout(autoTimer);
  if (!view || !view.decision || view.result || view.spectator) return;
  const [kind, d] = decisionKind();
  if (passUntil?.kind === "eot" && view.turn !== passUntil.turn) passUntil = null;
  if (passUntil?.kind === "myturn" && view.active === view.you && view.turn !== passUntil.turn) passUntil = null;
  if (passUntil?.kind === "next" && (view.stack.length > 0 || kind !== "Priority")) passUntil = null;
  if (passUntil && before && opponentAddedToStack(before)) passUntil = null;
  updateToggles();
  let answer = null;
  if (kind === "Priority" && !ui && tapFor === null) {
    if (passUntil || !shouldStop()) answer = "Pass";
  } else if (kind === "DeclareAttackers" && d.options.length === 0) answer = { Attackers: [] };
  else if (kind === "DeclareBlockers" && d.options.length === 0) answer = { Blockers: [] };
  if (answer !== null) autoTimer = setTimeout(() => send(answer), 120);
}

function setPassUntil(kind) {
  if (!view || view.result || view.spectator) return;
  passUntil = passUntil?.kind === kind ? null : { kind, turn: view.turn };
  autoAnswer();
}

function updateToggles() {
  $("pass-next").classList.toggle("selected", passUntil?.kind === "next");
  $("pass-eot").classList.toggle("selected", passUntil?.kind === "eot");
  $("pass-myturn").classList.toggle("selected", passUntil?.kind === "myturn");
}

function showStops() {
  const box = (whose, key) => {
    const input = el("input", { type: "checkbox", dataset: { whose, step: key } });
    input.checked = stops[whose].includes(key);
    input.addEventListener("change", () => {
      stops[whose] = ALL_STOPS.filter((k) => (k === key ? input.checked : stops[whose].includes(k)));
      localStorage.setItem("grimoire.stops", JSON.stringify(stops));
      autoAnswer();
    });
    return el("td", {}, input);
  };
  $("modal-body").replaceChildren(
    el("h3", {}, "Stops"),
    el("p", { class: "hint" }, "When you can do something (cast a spell, activate an ability), the game stops for you in the ticked steps. It never stops when you can only pass, and always stops when an opponent puts a spell or ability on the stack."),
    el("table", { id: "stops-table" }, el("tr", {}, el("th", {}, "Step"), el("th", {}, "your turn"), el("th", {}, "opponents' turns")),
      STOP_STEPS.map(([key, label]) => el("tr", {}, el("td", {}, label), box("mine", key), box("theirs", key)))),
    button("close", closeModal, "primary"));
  $("modal").hidden = false;
}

function toggleHelp() { $("help").hidden = !$("help").hidden; }

// Keyboard: Space/Enter pass or confirm, Escape cancels, A attacks with all, N/E/T pass
// until something happens / end of turn / my turn, ? shows the help.
function onKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target;
  const typing = t && ((t.tagName === "INPUT" && !["checkbox", "range", "button"].includes(t.type)) || t.tagName === "TEXTAREA" || t.tagName === "SELECT");
  if (e.key === "Escape") {
    if (!$("help").hidden) $("help").hidden = true;
    else if (!$("modal").hidden) closeModal();
    else if (ui || tapFor !== null) cancelUi();
    document.body.classList.remove("detail-open");
    return;
  }
  if (typing || $("table").hidden || !["game", "watch"].includes(document.body.dataset.page)) return;
  if (e.key === "?") { e.preventDefault(); toggleHelp(); return; }
  if (!$("help").hidden || !$("modal").hidden) return;
  if (e.key === " " || e.key === "Enter") {
    const b = document.querySelector("#actions button.primary");
    if (t && t.tagName === "BUTTON") t.blur();
    e.preventDefault();
    if (b) b.click();
    return;
  }
  const k = e.key.toLowerCase();
  if (k === "a") document.querySelector("#actions button.all-attack")?.click();
  else if (k === "n") setPassUntil("next");
  else if (k === "e") setPassUntil("eot");
  else if (k === "t") setPassUntil("myturn");
}

// ---------------------------------------------------------------- replay of finished games

let replay = null; // { id, step, steps, seat }: seat is whose view is asked for (null: the server's choice)
let replaySeq = 0; // only the latest request's answer is shown

async function showReplay(id) {
  closeSocket();
  gameId = id;
  replay = { id, step: 0, steps: 0, seat: null };
  $("lobby").hidden = true; $("builder").hidden = true;
  $("table").hidden = false;
  document.body.dataset.page = "replay";
  await replayGo(0);
}

// A replay shows each viewer what they could see in the game: a player their own hand (by
// their seat token), everyone else the public view; once every player opened the replay,
// anyone may pick whose hidden cards to see.
async function replayGo(step) {
  if (!replay) return;
  let r;
  const seq = ++replaySeq;
  const mine = mySeats()[replay.id];
  const q = new URLSearchParams();
  if (mine) q.set("token", mine.token);
  if (replay.seat !== null) q.set("seat", replay.seat);
  try { r = await api(`/api/games/${replay.id}/replay/${Math.max(0, step)}?${q}`); } catch (e) { showError(e.message); return; }
  if (seq !== replaySeq || !replay) return;
  Object.assign(replay, { step: r.step, steps: r.steps, seat: r.seen_by });
  view = r.view;
  ui = null;
  logLines = [];
  $("log").replaceChildren();
  for (const l of r.log) appendLog(l);
  $("log-box").scrollTop = $("log-box").scrollHeight;
  render();
  document.body.dataset.decision = "replay";
  $("prompt").textContent = `Replay: answer ${r.step} of ${r.steps}${r.step === r.steps && view.result ? ` — ${view.result}` : ""}`;
  const choices = [el("span", {}, "Seen by: ")];
  if (r.open) {
    choices.push(button("Public", () => { replay.seat = null; replayGo(replay.step); }, r.seen_by === null ? "selected small" : "small"));
    for (const p of view.players) choices.push(button(p.name, () => { replay.seat = p.seat; replayGo(replay.step); }, p.seat === r.seen_by ? "selected small" : "small"));
  } else {
    const who = r.seen_by === null ? "everyone (public view)" : `you (${view.players[r.seen_by].name})`;
    choices.push(el("span", { class: "replay-seen" }, `${who}; other hands stay hidden until every player opens the replay`));
  }
  if (r.your_seat !== null && r.your_seat !== undefined) {
    const opened = r.opened[r.your_seat];
    choices.push(button(opened ? "Hide my cards again" : "Open my cards to everyone", async () => {
      try { await api(`/api/games/${replay.id}/open-replay`, { token: mine.token, open: !opened }); } catch (e) { showError(e.message); return; }
      replayGo(replay.step);
    }, "small replay-open"));
  }
  $("choices").replaceChildren(...choices);
  $("actions").replaceChildren(
    button("|◀", () => replayGo(0)), button("◀ 10", () => replayGo(replay.step - 10)), button("◀", () => replayGo(replay.step - 1), "replay-back"),
    button("▶", () => replayGo(replay.step + 1), "primary replay-next"), button("10 ▶", () => replayGo(replay.step + 10)),
    button("▶|", () => replayGo(replay.steps), "replay-end"), button("Lobby", () => { location.hash = ""; }));
}

// ---------------------------------------------------------------- deck builder

// A deck being built: { name, format, main: [[name, count]], side: [[name, count]],
// commander: name or null }. Saved decks are kept in this browser (localStorage) and
// offered at game creation as the player's own decks.
let building = null;
const seenCards = new Map(); // name -> the card as the search found it (for hover)

function savedDecks() {
  try { return JSON.parse(localStorage.getItem("grimoire.decks") || "[]"); } catch { return []; }
}
function deckSize(d) {
  return d.main.reduce((n, [, k]) => n + k, 0) + (d.commander ? 1 : 0);
}
// A deck as decklist text the server reads (CR 903.3: the commander in its own section).
function deckText(d) {
  const lines = [];
  if (d.commander) lines.push("Commander", `1 ${d.commander}`, "", "Deck");
  for (const [n, k] of d.main) lines.push(`${k} ${n}`);
  if (d.side.length) { lines.push("", "Sideboard"); for (const [n, k] of d.side) lines.push(`${k} ${n}`); }
  return lines.join("\n") + "\n";
}
function newDeck() { return { name: "", format: "constructed", main: [], side: [], commander: null }; }

function builderInit() {
  building = newDeck();
  $("q-go").addEventListener("click", searchCards);
  for (const id of ["q-name", "q-type", "q-text"]) $(id).addEventListener("keydown", (e) => { if (e.key === "Enter") searchCards(); });
  $("b-format").addEventListener("change", () => { building.format = $("b-format").value; if (building.format !== "commander") building.commander = null; renderBuilder(); });
  $("b-name").addEventListener("input", () => { building.name = $("b-name").value; });
  $("b-check").addEventListener("click", checkBuilt);
  $("b-save").addEventListener("click", saveBuilt);
  $("b-new").addEventListener("click", () => { building = newDeck(); renderBuilder(); });
}

function showBuilder() {
  closeSocket();
  $("lobby").hidden = true;
  $("table").hidden = true;
  $("builder").hidden = false;
  $("status").textContent = "deck builder";
  document.body.dataset.page = "builder";
  renderBuilder();
}

async function searchCards() {
  const colors = [...document.querySelectorAll("#q-colors input:checked")].map((i) => i.value).join("");
  const q = new URLSearchParams({ name: $("q-name").value, type: $("q-type").value, text: $("q-text").value, color: colors, limit: "60" });
  $("q-msg").textContent = "searching…";
  try {
    const r = await api(`/api/cards?${q}`);
    for (const c of r.cards) seenCards.set(c.name, c);
    $("q-msg").textContent = `${r.cards.length}${r.more ? "+" : ""} cards found` +
      (r.unsupported ? ` (${r.unsupported} more match but can't be played here yet)` : "") + (r.more ? "; narrow the search to see the rest." : ".");
    $("results").replaceChildren(...r.cards.map((c) => {
      const row = el("div", { class: "result", dataset: { name: c.name } },
        el("button", { type: "button", class: "small add-main", title: "add one to the deck" }, "+ deck"),
        el("button", { type: "button", class: "small add-side", title: "add one to the sideboard" }, "+ side"),
        el("b", {}, c.name), " ", el("span", { class: "cost" }, symbols(c.cost)), " ", el("span", { class: "muted" }, c.type_line));
      row.querySelector(".add-main").addEventListener("click", () => addCard("main", c.name, 1));
      row.querySelector(".add-side").addEventListener("click", () => addCard("side", c.name, 1));
      row.addEventListener("mouseenter", () => showDetail(c, false, "detail-b"));
      return row;
    }));
  } catch (e) { $("q-msg").textContent = e.message; }
}

function addCard(where, name, n) {
  const list = building[where];
  const i = list.findIndex(([x]) => x === name);
  if (i < 0 && n > 0) list.push([name, n]);
  else if (i >= 0) { list[i][1] += n; if (list[i][1] <= 0) list.splice(i, 1); }
  $("b-msg").textContent = "";
  renderBuilder();
}

// One copy moved between the deck and the sideboard.
function moveCard(from, name) {
  addCard(from, name, -1);
  addCard(from === "main" ? "side" : "main", name, 1);
}

function makeCommander(name) {
  if (building.commander) addCard("main", building.commander, 1);
  addCard("main", name, -1);
  building.commander = name;
  renderBuilder();
}

function renderBuilder() {
  $("b-name").value = building.name;
  $("b-format").value = building.format;
  const commander = building.format === "commander";
  const row = (where, [name, k]) => {
    const r = el("div", { class: "entry", dataset: { name, where } },
      el("button", { type: "button", class: "small minus", title: "one fewer", onclick: () => addCard(where, name, -1) }, "−"),
      el("span", { class: "count" }, k),
      el("button", { type: "button", class: "small plus", title: "one more", onclick: () => addCard(where, name, 1) }, "+"),
      " ", el("span", { class: "ename" }, name), " ",
      el("button", { type: "button", class: "small move", title: where === "main" ? "move one to the sideboard" : "move one to the deck", onclick: () => moveCard(where, name) }, where === "main" ? "→ side" : "→ deck"),
      commander && where === "main" && /Legendary.*Creature/.test(seenCards.get(name)?.type_line || "")
        ? el("button", { type: "button", class: "small make-commander", onclick: () => makeCommander(name) }, "commander") : null);
    const c = seenCards.get(name);
    if (c) r.addEventListener("mouseenter", () => showDetail(c, false, "detail-b"));
    return r;
  };
  const size = deckSize(building);
  const side = building.side.reduce((n, [, k]) => n + k, 0);
  $("b-count").textContent = commander ? `${size} of 100 cards${building.commander ? `, led by ${building.commander}` : ", no commander yet"}` : `${size} cards (at least 40)${side ? `, sideboard ${side}` : ""}`;
  $("b-list").replaceChildren(
    building.commander ? el("div", { class: "entry commander", dataset: { name: building.commander, where: "commander" } }, "Commander: ", el("b", {}, building.commander),
      " ", el("button", { type: "button", class: "small", onclick: () => { addCard("main", building.commander, 1); building.commander = null; renderBuilder(); } }, "back to the deck")) : null,
    el("h3", {}, "Deck"), ...building.main.map((e) => row("main", e)),
    el("h3", {}, "Sideboard"), ...building.side.map((e) => row("side", e)));
  const saved = savedDecks();
  $("b-saved").replaceChildren(...(saved.length ? saved.map((d, i) => el("div", { class: "saved", dataset: { name: d.name } },
    el("b", {}, d.name), ` ${d.format === "commander" ? "Commander, " : ""}${deckSize(d)} cards `,
    el("button", { type: "button", class: "small", onclick: () => { building = JSON.parse(JSON.stringify(d)); renderBuilder(); } }, "edit"),
    el("button", { type: "button", class: "small danger", onclick: () => { if (confirm(`Delete ${d.name}?`)) { saved.splice(i, 1); localStorage.setItem("grimoire.decks", JSON.stringify(saved)); renderBuilder(); } } }, "delete")))
    : [el("em", {}, "No saved deck yet.")]));
}

async function checkBuilt() {
  try {
    const r = await api(`/api/decks/check?format=${building.format}`, { source: "pasted", value: deckText(building) });
    $("b-msg").textContent = `OK: ${r.cards} cards${r.commanders.length ? `, led by ${r.commanders.join(" and ")}` : ""}. Ready to play.`;
    $("b-msg").className = "msg ok";
    return true;
  } catch (e) { $("b-msg").textContent = e.message; $("b-msg").className = "msg"; return false; }
}

// Saved even if the check fails (a deck in progress), with the check's answer shown.
async function saveBuilt() {
  building.name = $("b-name").value.trim();
  if (!building.name) { $("b-msg").textContent = "Name the deck first."; $("b-msg").className = "msg"; return; }
  const saved = savedDecks().filter((d) => d.name !== building.name);
  saved.push(JSON.parse(JSON.stringify(building)));
  localStorage.setItem("grimoire.decks", JSON.stringify(saved));
  const ok = await checkBuilt();
  $("b-msg").textContent = `Saved "${building.name}". ` + $("b-msg").textContent + (ok ? " Choose it under Deck in the lobby." : "");
  renderBuilder();
}

// ---------------------------------------------------------------- start

function route() {
  replay = null;
  const m = location.hash.match(/^#game=([0-9a-f]+)$/);
  const r = location.hash.match(/^#replay=([0-9a-f]+)$/);
  const w = location.hash.match(/^#watch=([0-9a-f]+)$/);
  if (m && mySeats()[m[1]]) openGame(m[1]);
  else if (location.hash === "#builder") showBuilder();
  else if (w) watchGame(w[1]);
  else if (r) showReplay(r[1]);
  else { gameId = null; showLobby(); }
}

window.addEventListener("hashchange", route);
window.addEventListener("DOMContentLoaded", () => {
  $("nick").value = localStorage.getItem("grimoire.nick") || "";
  $("deck").addEventListener("change", () => { $("paste-box").hidden = $("deck").value !== "__paste"; $("deck-msg").textContent = ""; });
  $("nplayers").addEventListener("change", renderOthers);
  $("format").addEventListener("change", () => { deckOptions($("deck"), true); renderOthers(); $("deck-msg").textContent = ""; });
  builderInit();
  $("create").addEventListener("click", createGame);
  $("refresh").addEventListener("click", refreshGames);
  $("check-deck").addEventListener("click", checkDeck);
  $("home").addEventListener("click", (e) => { e.preventDefault(); location.hash = ""; route(); });
  $("modal").addEventListener("click", (e) => { if (e.target === $("modal")) closeModal(); });
  document.addEventListener("keydown", onKey);
  $("help-btn").addEventListener("click", toggleHelp);
  $("help-close").addEventListener("click", toggleHelp);
  $("help").addEventListener("click", (e) => { if (e.target === $("help")) toggleHelp(); });
  $("stops-btn").addEventListener("click", showStops);
  $("card-images").checked = localStorage.getItem("grimoire.images") !== "0";
  $("card-images").addEventListener("change", () => { localStorage.setItem("grimoire.images", $("card-images").checked ? "1" : "0"); if (view) render(); });
  $("pass-next").addEventListener("click", () => setPassUntil("next"));
  $("manual-mana").checked = localStorage.getItem("grimoire.manualMana") === "1";
  $("manual-mana").addEventListener("change", () => localStorage.setItem("grimoire.manualMana", $("manual-mana").checked ? "1" : "0"));
  $("detail").addEventListener("click", () => document.body.classList.remove("detail-open"));
  $("pass-eot").addEventListener("click", () => setPassUntil("eot"));
  $("pass-myturn").addEventListener("click", () => setPassUntil("myturn"));
  $("concede").addEventListener("click", () => {
    if (socket && view && !view.result && confirm("Concede this game?")) socket.send(JSON.stringify({ type: "concede" }));
  });
  setInterval(() => { if (!$("lobby").hidden) refreshGames(); }, 3000);
  route();
});
