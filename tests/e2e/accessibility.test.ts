import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appAndBrowser, openPage, registerUser, visible, waitForHydration } from "../support/browser";

// axe-core's WCAG 2 A/AA and best-practice rules on every screen of the résumé flow, with JavaScript on and off.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

const running = appAndBrowser();
let userCount = 0;

/**
 * Without JavaScript: axe needs a script engine, so the page runs in a context whose own scripts are refused and
 * whose `js` class (set inline, it switches the CSS between the scripted and the static controls) is taken off.
 */
async function open(js: boolean, width: number, dark = false) {
  const opened = await openPage(running.browser, running.app.baseUrl, { width, height: 900 });
  // The default theme follows the system's: a dark system gives the dark palette.
  if (dark) await opened.page.emulateMedia({ colorScheme: "dark" });
  if (!js) await opened.page.route("**/*", (r) => (r.request().resourceType() === "script" ? r.abort() : r.continue()));
  return opened;
}

async function violations(page: Page, js: boolean): Promise<string[]> {
  // Toasts fade in: a colour half-way through an animation is not the colour a reader sees.
  await page.addStyleTag({ content: "*, *::before, *::after { animation: none !important; transition: none !important; }" });
  if (!js) await page.evaluate(() => document.documentElement.classList.remove("js"));
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return found.map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function signIn(page: Page, js: boolean) {
  const username = `a11y${++userCount}`;
  expect((await registerUser(running.app.baseUrl, username, `Ada Lovelace${userCount}`)).status).toBe(201);
  await page.goto("/login?redirectTo=%2Fdashboard");
  if (js) await waitForHydration(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  if (js) await waitForHydration(page);
}

async function uploadAndAnalyze(page: Page, js: boolean) {
  const path = "tests/fixtures/resumes/rendercv/John_Doe_ClassicTheme_CV.pdf";
  if (js) await page.getByTestId("resume-file-input").setInputFiles(path);
  else {
    await page.locator('input[type="file"][name="file"]').setInputFiles(path);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
  }
  await visible(page.getByText("Your resume has been uploaded successfully.").filter({ visible: true }));
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await visible(page.getByText("Your dashboard has been updated with the analysis results.").filter({ visible: true }));
}

describe.each([
  { js: true, width: 1280, dark: false },
  { js: false, width: 390, dark: false },
  { js: true, width: 1280, dark: true },
])("accessibility (JavaScript $js, $width px, dark $dark)", ({ js, width, dark }) => {
  it("finds no axe violation on the public pages", async () => {
    const { page, context } = await open(js, width, dark);
    const found: Record<string, string[]> = {};
    for (const path of ["/", "/login", "/login?mode=signup", "/forgot-password", "/reset-password?token=x", "/no-such-page"]) {
      await page.goto(path);
      if (js) await waitForHydration(page);
      found[path] = await violations(page, js);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });

  it("finds no axe violation on the dashboard before and after an analysis, its panels and the other screens", async () => {
    const { page, context } = await open(js, width, dark);
    await signIn(page, js);
    const found: Record<string, string[]> = {};
    found.empty = await violations(page, js);
    // A failure's toast: light text on red, with the advice in normal weight.
    const pdf = readFileSync("tests/fixtures/resumes/billryan/resume.pdf");
    const broken = { name: "broken.pdf", mimeType: "application/pdf", buffer: pdf.subarray(0, pdf.length >> 1) };
    if (js) await page.getByTestId("resume-file-input").setInputFiles(broken);
    else {
      await page.locator('input[type="file"][name="file"]').setInputFiles(broken);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
    }
    await visible(page.getByText(/damaged or incomplete/).filter({ visible: true }));
    found.failure = await violations(page, js);
    await uploadAndAnalyze(page, js);
    found.analyzed = await violations(page, js);
    await page.getByText("What we read from your resume").click();
    await visible(page.getByRole("region", { name: "Positions" }));
    found.profile = await violations(page, js);
    await page.locator('[data-metric="keywords"]').click();
    await visible(page.getByRole("region", { name: /How Keyword Strength/ }));
    found.explanation = await violations(page, js);
    if (js) {
      await page.getByText("Show Resume Content").click();
      found.preview = await violations(page, js);
    }
    // The target-role chooser, open with a search's matches.
    await page.goto("/dashboard?role=data+engineer#target-role");
    if (js) await waitForHydration(page);
    await visible(page.getByText(/occupations? match(?:es)? “data engineer”/));
    found.targetRole = await violations(page, js);
    for (const path of ["/detailed-analysis", "/gap-analysis", "/job-comparison", "/career-roadmap", "/payment", "/profile", "/settings"]) {
      await page.goto(path);
      if (js) await waitForHydration(page);
      found[path] = await violations(page, js);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    await context.close();
  });
});

describe("keyboard on the dashboard's metric cards", () => {
  it("moves the focus into a card's explanation, on to its close button, and back to the card when it closes", async () => {
    const { page, context } = await open(true, 1280);
    await signIn(page, true);
    await uploadAndAnalyze(page, true);
    await page.locator('[data-metric="skills"]').focus();
    await page.keyboard.press("Enter");
    await visible(page.getByRole("region", { name: /How Skill Count/ }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("explain-skills");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close explanation");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("region", { name: /How Skill Count/ }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("metric-skills");
    await context.close();
  });
});

// Review 33 (WCAG 2.2 AA by hand): what axe cannot see.
describe("focus, hints, hover cards and busy states (JavaScript on)", () => {
  const active = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim() ?? ""}`);

  it("keeps the focus on Analyze while it runs, and says what is running (2.4.3, 4.1.3)", async () => {
    const { page, context } = await open(true, 1280);
    await signIn(page, true);
    await page.route("**/dashboard.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByTestId("resume-file-input").setInputFiles("tests/fixtures/resumes/rendercv/John_Doe_ClassicTheme_CV.pdf");
    await visible(page.getByRole("status").filter({ hasText: "Uploading your resume..." }));
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await page.getByRole("button", { name: "Analyze", exact: true }).focus();
    await page.keyboard.press("Enter");
    await visible(page.getByRole("button", { name: "Analyzing..." }));
    expect(await page.getByRole("button", { name: "Upload Resume" }).isDisabled()).toBe(true);
    expect(await active(page)).toBe("BUTTON Analyzing...");
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    expect(await active(page)).toBe("BUTTON Analyze");
    await context.close();
  });

  it("ties the sign-up and upload hints to their fields, and keeps error lists lists (1.3.1, 3.3.2)", async () => {
    const { page, context } = await open(true, 1280);
    await page.goto("/login?mode=signup");
    await waitForHydration(page);
    const description = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" | "),
      );
    expect(await description("Username")).toContain("Letters, digits, dots, dashes and underscores.");
    expect(await description("Password")).toContain("At least 6 characters.");
    await page.getByRole("button", { name: "Continue to Pricing" }).click();
    await visible(page.getByText("Username is required"));
    expect(await description("Username")).toMatch(/Username is required.*Letters, digits/);
    expect(await page.locator("ul[role=alert]").count()).toBe(0);
    expect(await violations(page, true)).toEqual([]);
    await signIn(page, true);
    const hint = await page.getByRole("button", { name: "Upload Resume", exact: true }).evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent);
    expect(hint).toMatch(/PDF, DOC, DOCX, and TXT/);
    await context.close();
  });

  it("lets a metric's tooltip and a Career Journey card be hovered and hidden with Escape (1.4.13)", async () => {
    const { page, context } = await open(true, 1280);
    await signIn(page, true);
    await uploadAndAnalyze(page, true);
    const tooltip = page.locator("#metric-skills-tooltip");
    await page.locator('[data-metric="skills"]').hover();
    await visible(tooltip);
    await tooltip.hover();
    expect(await tooltip.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await tooltip.isVisible()).toBe(false);
    // Read once: the tooltip is the link's description, not part of its name.
    expect(await page.locator('[data-metric="skills"]').evaluate((el) => el.textContent)).not.toContain("Count of unique skills extracted");
    const bar = page.getByRole("img", { name: /Co-Founder/ });
    await bar.focus();
    const card = page.locator(`#${await bar.getAttribute("aria-describedby")}`);
    await expect.poll(() => card.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => card.isVisible()).toBe(false);
    await context.close();
  });
});
