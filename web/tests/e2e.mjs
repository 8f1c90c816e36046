// End-to-end tests of the web client in headless Chromium: a game against the computer
// (play a land, cast a creature, attack, reach the end of the game) and two browser
// sessions playing each other. Starts `grimoire serve` on 127.0.0.1 with a fresh database
// and saves screenshots in web/tests/screenshots/.
//
//   node e2e.mjs [path/to/grimoire]      (default: ../../target/release/grimoire)
import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const bin = process.argv[2] || join(here, "../../target/release/grimoire");
const shots = join(here, "screenshots");
mkdirSync(shots, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "grimoire-e2e-"));

function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--db", join(work, "e2e.db")], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    p.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
      if (m) resolve({ proc: p, url: `http://${m[1]}/` });
    });
    p.on("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

const chromeArgs = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
  "--disable-sync", "--no-first-run"];

async function browser(name) {
  return chromium.launchPersistentContext(join(work, `profile-${name}`), {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: chromeArgs,
    viewport: { width: 1280, height: 860 },
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (...a) => console.log(...a);
function check(cond, msg) { if (!cond) throw new Error(`check failed: ${msg}`); }

async function answers(page) { return page.evaluate(() => document.body.dataset.answers || ""); }

// Waits until the game moves on from answer count `n` (or an error is shown).
async function waitMove(page, n, ms = 8000) {
  try {
    await page.waitForFunction((n) => document.body.dataset.answers !== n || document.getElementById("error").textContent !== ""
      || document.body.dataset.decision === "over", n, { timeout: ms });
  } catch { /* the next loop iteration looks again */ }
}

async function logText(page) { return page.evaluate(() => document.getElementById("log").innerText); }

// One step of a simple player that clicks like a person: keep; play a land; cast a
// creature; attack with everything; never block; otherwise pass. Returns false when over.
async function step(page, me, seen) {
  const kind = await page.evaluate(() => document.body.dataset.decision);
  if (kind === "over") return false;
  const n = await answers(page);
  // The page re-renders on every change, so an element seen a moment ago may be gone: a
  // click that finds nothing just lets the loop look again.
  const click = async (sel) => {
    try { await page.click(sel, { timeout: 2000 }); } catch (e) { if (e.name !== "TimeoutError") throw e; return; }
    await waitMove(page, n);
  };
  const tap = async (sel) => { try { await page.click(sel, { timeout: 2000 }); } catch (e) { if (e.name !== "TimeoutError") throw e; } };
  const has = async (sel) => (await page.$(sel)) !== null;
  switch (kind) {
    case "Mulligan": await click("button.keep"); break;
    case "Priority": {
      const myTurn = (await page.evaluate(() => document.body.dataset.active)) === "me";
      const mainPhase = (await page.evaluate(() => document.body.dataset.step)).includes("main");
      const stackEmpty = await page.evaluate(() => document.getElementById("stack").children.length === 0);
      if (myTurn && mainPhase && stackEmpty && await has("#hand .card.playable.land")) {
        await click("#hand .card.playable.land");
        if (!seen.land) { seen.land = true; await page.screenshot({ path: join(shots, `${me}-1-land.png`) }); }
      } else if (myTurn && mainPhase && stackEmpty && await has("#hand .card.playable.creature")) {
        // The view may change between the check and the click (the other seat acts, or a
        // new decision arrives): then try again on the next step instead of waiting.
        const name = await page
          .getAttribute("#hand .card.playable.creature", "data-name", { timeout: 2000 })
          .catch(() => null);
        if (name === null) break;
        await click("#hand .card.playable.creature");
        if (!seen.creature && (await logText(page)).includes(`casts ${name}`)) {
          seen.creature = name;
          await page.screenshot({ path: join(shots, `${me}-2-creature.png`) });
        }
      } else {
        await click("button.pass");
      }
      break;
    }
    case "DeclareAttackers": {
      if (await has("button.all-attack")) {
        await tap("button.all-attack");
        await page.screenshot({ path: join(shots, `${me}-3-attack.png`) });
        seen.attack = true;
      }
      await click("button.attack");
      break;
    }
    case "DeclareBlockers": await click("button.block"); break;
    case "PutOnBottom": case "ChooseObjects": {
      if (await has("#actions button.primary")) await click("#actions button.primary");
      else await tap(".card.selectable");
      break;
    }
    case "ChooseTargets": {
      if (await has("#actions button.primary")) await click("#actions button.primary");
      else if (await has(".selectable")) await tap(".selectable");
      break;
    }
    case "YesNo": case "AssignCombatDamage": case "ChooseNumber": await click("#actions button.primary"); break;
    case "ChooseOption": case "OrderTriggers": await click("#choices button"); break;
    default: await sleep(100); // waiting for the other side
  }
  return true;
}

async function playUntil(page, me, seen, stop, deadline) {
  while (Date.now() < deadline) {
    if (!(await step(page, me, seen))) return "over";
    if (stop && stop()) return "stopped";
  }
  return "timeout";
}

async function createGame(page, url, nick, deck, otherKind, otherDeck) {
  await page.goto(url);
  await page.fill("#nick", nick);
  await page.selectOption("#deck", deck);
  await page.selectOption("#others .kind", otherKind);
  if (otherDeck) await page.selectOption("#others .odeck", otherDeck);
  await page.screenshot({ path: join(shots, "lobby.png") });
  await page.click("#create");
  await page.waitForSelector("body[data-page=game]");
}

async function versusComputer(url) {
  const ctx = await browser("solo");
  const page = ctx.pages()[0] || await ctx.newPage();
  page.on("pageerror", (e) => { throw e; });
  await createGame(page, url, "Ann", "green-white", "random", "red-burn");
  await page.waitForSelector("body[data-decision=Mulligan], body[data-decision=ChooseOption]");
  await page.screenshot({ path: join(shots, "solo-0-start.png") });
  const seen = {};
  // Reload in the middle: the seat comes back.
  let reloaded = false;
  const result = await playUntil(page, "solo", seen, () => {
    if (!reloaded && seen.creature) { reloaded = true; return true; }
    return false;
  }, Date.now() + 240_000);
  if (result === "stopped") {
    await page.reload();
    await page.waitForSelector("body[data-page=game][data-answers]");
    log("  reloaded: back at the same seat");
    await playUntil(page, "solo", seen, null, Date.now() + 240_000);
  }
  const text = await logText(page);
  check(seen.land && text.includes("Ann plays"), "played a land");
  check(seen.creature, "cast a creature");
  check(seen.attack && /attacks/.test(text), "attacked");
  const over = await page.evaluate(() => document.body.dataset.decision);
  if (over !== "over") throw new Error("the game against the computer did not end in time");
  await page.screenshot({ path: join(shots, "solo-4-end.png") });
  const status = await page.textContent("#status");
  log(`  vs computer: ${status}; created ${seen.creature} etc.`);
  // Replay the finished game step by step.
  await page.goto(url);
  await page.click(".game-row[data-status=finished] button.replay");
  await page.waitForSelector("body[data-page=replay] button.replay-next");
  for (let i = 0; i < 3; i++) await page.click("button.replay-next");
  await page.click("button.replay-end");
  await page.waitForFunction(() => /Replay: answer (\d+) of \1\b/.test(document.getElementById("prompt").textContent));
  const end = await page.textContent("#prompt");
  check(/wins|Draw/.test(end), `the replay reaches the result (${end})`);
  await page.screenshot({ path: join(shots, "solo-5-replay-end.png") });
  await page.goto(`${url}#game=${await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("grimoire.seats")))[0])}`);
  await page.waitForSelector("body[data-decision=over]");
  // A phone-width look at the finished table and the lobby.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, "phone-table.png"), fullPage: true });
  await page.goto(url);
  await page.waitForSelector("body[data-page=lobby]");
  await page.waitForSelector(".game-row");
  await page.screenshot({ path: join(shots, "phone-lobby.png"), fullPage: true });
  await ctx.close();
}

async function twoBrowsers(url) {
  const a = await browser("alice");
  const b = await browser("bob");
  const pa = a.pages()[0] || await a.newPage();
  const pb = b.pages()[0] || await b.newPage();
  for (const p of [pa, pb]) p.on("pageerror", (e) => { throw e; });
  await createGame(pa, url, "Alice", "green-white", "human");
  await pa.waitForSelector("body[data-decision=waiting]");
  await pb.goto(url);
  await pb.fill("#nick", "Bob");
  await pb.selectOption("#deck", "red-burn");
  await pb.click("#refresh");
  await pb.waitForSelector(".game-row[data-status=open] button.join");
  await pb.screenshot({ path: join(shots, "duel-lobby-bob.png") });
  await pb.click(".game-row[data-status=open] button.join");
  await pb.waitForSelector("body[data-page=game]");
  const sa = {}, sb = {};
  // Both play until each has attacked once (or a deadline), then Bob concedes.
  const enough = () => sa.attack && (sb.attack || sb.land);
  const deadline = Date.now() + 300_000;
  const [ra, rb] = await Promise.all([
    playUntil(pa, "alice", sa, () => enough(), deadline),
    playUntil(pb, "bob", sb, () => enough(), deadline),
  ]);
  log(`  duel: alice ${ra}, bob ${rb}; alice ${JSON.stringify(sa)} bob ${JSON.stringify(sb)}`);
  await pa.screenshot({ path: join(shots, "duel-alice.png") });
  await pb.screenshot({ path: join(shots, "duel-bob.png") });
  if (ra !== "over") {
    pb.once("dialog", (d) => d.accept());
    await pb.click("#concede");
    await pa.waitForSelector("body[data-decision=over]", { timeout: 10000 });
    await pb.waitForSelector("body[data-decision=over]", { timeout: 10000 });
  }
  const status = await pa.textContent("#status");
  check(/Game over/.test(status), `the duel ended (${status})`);
  check(sa.land && sb.land, "both played lands");
  await pa.screenshot({ path: join(shots, "duel-end-alice.png") });
  log(`  duel: ${status}`);
  await a.close();
  await b.close();
}

const { proc, url } = await startServer();
const tests = [
  ["a game against the computer", versusComputer],
  ["two browsers playing each other", twoBrowsers],
];
let passed = 0;
let failed = 0;
try {
  log(`server at ${url}`);
  for (const [name, run] of tests) {
    log(`e2e: ${name}`);
    try {
      await run(url);
      passed += 1;
    } catch (e) {
      failed += 1;
      console.error(`e2e FAILED: ${name}:`, e);
    }
  }
} finally {
  proc.kill();
  rmSync(work, { recursive: true, force: true });
}
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
