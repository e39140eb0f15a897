import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";
import { launchChromium, openPage, registerUser, visible, waitForHydration, type PageOptions } from "../support/browser";

let app: AppServer;
let browser: Browser;
const FIXTURES = "tests/fixtures/resumes";

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

let userCount = 0;
async function newUserPage(options: PageOptions = {}) {
  const username = `user${++userCount}`;
  const res = await registerUser(app.baseUrl, username, `Test User${userCount}`);
  expect(res.status).toBe(201);
  const opened = await openPage(browser, app.baseUrl, options);
  const { page } = opened;
  await page.goto("/login?redirectTo=%2Fdashboard");
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return opened;
}

async function chooseFile(page: Page, path: string, name?: string) {
  const buffer = readFileSync(path);
  await page.getByTestId("resume-file-input").setInputFiles({ name: name ?? path.split("/").pop()!, mimeType: "application/octet-stream", buffer });
}

const metricValue = (page: Page, metric: string) => page.locator(`[data-metric="${metric}"] p`).first().innerText();

describe("résumé upload and dashboard (JavaScript on)", () => {
  it("refuses a wrong file type at once, then uploads a PDF, analyzes it and explains the numbers", async () => {
    const { page, context, consoleErrors } = await newUserPage();
    await visible(page.getByRole("button", { name: "Upload Resume First" }));
    expect(await page.getByRole("button", { name: "Upload Resume First" }).isDisabled()).toBe(true);
    await visible(page.getByText("Supports PDF, DOC, DOCX, and TXT files up to 10MB"));
    await visible(page.getByText("No career journey data available yet."));

    await page.getByTestId("resume-file-input").setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ....") });
    await visible(page.getByText("Please upload a PDF, DOC, DOCX, or TXT file."));

    await chooseFile(page, `${FIXTURES}/rendercv/John_Doe_ClassicTheme_CV.pdf`);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await visible(page.getByText("John_Doe_ClassicTheme_CV.pdf"));
    // The analysis is held back a second: while it runs, no upload may replace the résumé being analyzed.
    await page.route("**/dashboard.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByRole("button", { name: "Analyzing..." }));
    expect(await page.getByRole("button", { name: "Upload Resume" }).isDisabled()).toBe(true);
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    await page.unroute("**/dashboard.data*");
    expect(await page.getByRole("button", { name: "Upload Resume" }).isDisabled()).toBe(false);
    expect(await metricValue(page, "experience")).toBe("4.8 years");
    expect(Number(await metricValue(page, "skills"))).toBeGreaterThan(10);
    await visible(page.getByText("Co-Founder & CTO"));
    // A card's tooltip shows on hover and on keyboard focus, not only as the browser's delayed title.
    const shownWidth = async (id: string) => (await page.locator(id).boundingBox())?.width ?? 0;
    await page.locator('[data-metric="skills"]').hover();
    await expect.poll(() => shownWidth("#metric-skills-tooltip")).toBeGreaterThan(100);
    await page.mouse.move(0, 0);
    await page.keyboard.press("Shift+Tab");
    await page.locator('[data-metric="keywords"]').focus();
    await expect.poll(() => shownWidth("#metric-keywords-tooltip")).toBeGreaterThan(100);
    expect(await shownWidth("#metric-skills-tooltip")).toBe(0);

    await page.locator('[data-metric="experience"]').click();
    await visible(page.getByRole("region", { name: "How Total Experience is calculated" }));
    await visible(page.getByText("58 months = 4.8 years"));
    // Keyword Strength can be checked by hand: its weight points, and what each missing skill would add, once per reason.
    await page.locator('[data-metric="keywords"]').click();
    const keywords = page.getByRole("region", { name: "How Keyword Strength is calculated" });
    await visible(keywords.getByText(/carrying [\d.]+ of the [\d.]+ weight points: [\d.]+%/));
    await visible(keywords.getByText(/^\+[\d.]+%/).first());
    const reasons = await keywords.locator("li > p").allInnerTexts();
    expect(reasons.length).toBeGreaterThan(0);
    expect(new Set(reasons).size).toBe(reasons.length);

    // A target role, searched for and chosen in the page: the cards follow at once.
    await page.locator("#target-role summary").click();
    await page.getByLabel("Search for a role").fill("product manager");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await visible(page.getByText(/occupations? match(?:es)? “product manager”/));
    await page.getByLabel(/Marketing Managers/).check();
    await page.getByRole("button", { name: "Compare with this role" }).click();
    await visible(page.getByText(/now compare your resume with Marketing Managers;/));
    // The keyboard focus lands on the line that now names the role, not on the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#target-role") !== null && document.activeElement?.tagName)).toBe("SUMMARY");
    expect(await page.locator('[data-metric="keywords"]').innerText()).toContain("Against Marketing Managers");

    await page.getByText("What we read from your resume").click();
    await visible(page.getByRole("region", { name: "Positions" }).getByText("Nexus AI").first());
    await visible(page.getByRole("region", { name: "Contact" }).getByText("San Francisco, CA"));
    // The PDF prints "LinkedIn" and "GitHub"; the addresses are its links.
    await visible(page.getByRole("region", { name: "Contact" }).getByText("rendercv.com, linkedin.com/in/rendercv, github.com/rendercv"));
    await visible(page.getByRole("region", { name: "Warnings" }).getByText(/^Linked in the file but not written out: linkedin\.com\/in\/rendercv, github\.com\/rendercv\./));

    await page.getByText("Show Resume Content").click();
    await visible(page.getByTestId("resume-preview"));
    expect(await page.getByText("Show Resume Content").isVisible()).toBe(false);
    expect(await page.getByTestId("resume-preview").innerText()).toContain("... (truncated)");
    // The button went away: focus is on the text it showed, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("resume-preview");

    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await page.screenshot({ path: "test-results/dashboard-desktop.png", fullPage: true });
    await context.close();
  });

  it.each([
    ["DOCX", `${FIXTURES}/word/one-column.docx`],
    ["DOC", `${FIXTURES}/word/two-column-table.doc`],
  ])("uploads and analyzes a %s file", async (_kind, path) => {
    const { page, context } = await newUserPage();
    await chooseFile(page, path);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    expect(Number(await metricValue(page, "skills"))).toBeGreaterThan(0);
    if (_kind === "DOCX") {
      // The Word résumé lists Amazon Redshift, not AWS: the benchmark's AWS is present, and the explanation says why.
      await page.locator('[data-metric="keywords"]').click();
      await visible(page.getByText("AWS (via Amazon Redshift)"));
      await page.screenshot({ path: "test-results/dashboard-keywords.png", fullPage: true });
    }
    await context.close();
  });

  it("shows a clear reason for an image-only or broken file and keeps the previous résumé", async () => {
    const { page, context } = await newUserPage();
    await chooseFile(page, `${FIXTURES}/word/one-column.docx`);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    const pdf = readFileSync(`${FIXTURES}/billryan/resume.pdf`);
    await page.getByTestId("resume-file-input").setInputFiles({ name: "broken.pdf", mimeType: "application/pdf", buffer: pdf.subarray(0, Math.floor(pdf.length / 2)) });
    await visible(page.getByText("Error uploading file"));
    await visible(page.getByText(/damaged or incomplete/));
    await visible(page.getByText("one-column.docx"));
    // A failure's advice stays until it is closed (a success toast goes after 5 seconds).
    const advice = page.getByText(/damaged or incomplete/).filter({ visible: true });
    await page.waitForTimeout(6000);
    expect(await advice.count()).toBe(1);
    await page.getByRole("button", { name: "Close" }).filter({ visible: true }).first().click();
    await expect.poll(() => advice.count()).toBe(0);
    await context.close();
  });

  it("keeps the dashboard when a post gets no answer: a dropped connection, a proxy's 413 page (review 77)", async () => {
    const { page, context } = await newUserPage();
    await chooseFile(page, `${FIXTURES}/word/one-column.docx`);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await page.getByRole("button", { name: "Close" }).filter({ visible: true }).first().click();
    let answer: "abort" | "proxy-413" = "abort";
    await page.route("**/dashboard.data*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (answer === "abort") return route.abort("connectionreset");
      return route.fulfill({ status: 413, contentType: "text/html", body: "<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>" });
    });
    await chooseFile(page, `${FIXTURES}/billryan/resume.pdf`);
    await visible(page.getByText("There was an error uploading your file. Please try again."));
    await visible(page.getByText("one-column.docx"));
    expect(await page.getByRole("button", { name: "Analyze", exact: true }).isEnabled()).toBe(true);
    expect(await page.getByText("Unable to load dashboard").count()).toBe(0);

    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("There was an error analyzing your resume. Please try again."));
    await visible(page.getByText("one-column.docx"));

    answer = "proxy-413";
    await chooseFile(page, `${FIXTURES}/billryan/resume.pdf`);
    await visible(page.getByText("Please upload a file smaller than 10MB."));
    expect(await page.getByText(/nginx|Request Entity/).count()).toBe(0);
    await visible(page.getByText("one-column.docx"));

    // The connection back: the same page uploads and analyzes.
    await page.unroute("**/dashboard.data*");
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    await context.close();
  });

  it("reads the latest résumé again when the tab comes back to the front, after another tab uploaded one (review 77)", async () => {
    const { page, context } = await newUserPage();
    await chooseFile(page, `${FIXTURES}/word/one-column.docx`);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    const other = await context.newPage();
    await other.goto("/dashboard");
    await waitForHydration(other);
    await chooseFile(other, `${FIXTURES}/billryan/resume.pdf`);
    await visible(other.getByText("Your resume has been uploaded successfully."));
    await other.close();
    await page.bringToFront();
    // The tab reads again on coming to the front (at most once in two seconds): focus it until it has.
    const shown = page.getByText("resume.pdf", { exact: true }).filter({ visible: true });
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event("focus")));
          return shown.count();
        },
        { interval: 2500, timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByText("one-column.docx").count()).toBe(0);
    await context.close();
  });

  it("names the file on its way, and asks before a link leaves the page during an upload (review 77)", async () => {
    const { page, context } = await newUserPage();
    await page.route("**/dashboard.data*", async (route) => {
      if (route.request().method() === "POST") await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await chooseFile(page, `${FIXTURES}/word/one-column.docx`);
    await visible(page.getByText(/^Uploading one-column\.docx \(\d+ KB\)… Stay on this page until it is done\.$/));
    await page.getByRole("navigation").getByRole("link", { name: "Gap Analysis" }).first().click();
    await expect.poll(() => dialogs).toEqual(["Your resume is still uploading. Leave this page and stop the upload?"]);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.close();
  });

  it("fits a phone screen, with long job titles on the timeline and in the parsed profile", async () => {
    const { page, context } = await newUserPage({ width: 390, height: 844 });
    // Awesome-CV's sample has titles such as "Software Engineer & Security Researcher (Compulsory Military Service)".
    await chooseFile(page, `${FIXTURES}/awesome-cv/resume.pdf`);
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText("What we read from your resume").click();
    await visible(page.getByRole("region", { name: "Positions" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/dashboard-phone.png", fullPage: true });
    await context.close();
  });
});

describe("résumé upload and dashboard (JavaScript off)", () => {
  it("opens what was read at once when a position has no dates, to show why", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false });
    const text = "Jo Nodates\njo@example.com\n\nEXPERIENCE\nBarista, Blue Bottle Coffee\n- Made coffee for 300 guests a day.\n\nSKILLS\nLatte art, Customer service, Cash handling\n";
    await page.locator('input[type="file"][name="file"]').setInputFiles({ name: "nodates.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await visible(page.getByRole("region", { name: "Warnings" }));
    await visible(page.getByText(/^No dates on this position/).first());
    await context.close();
  });

  it("opens what was read at once when the file hid text too small to see, and says so", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false });
    const pdf = readFileSync(`${FIXTURES}/made/tiny-keywords.pdf`);
    await page.locator('input[type="file"][name="file"]').setInputFiles({ name: "tiny.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await visible(page.getByRole("region", { name: "Warnings" }).getByText(/^Some text is too small to see \(under 3 pt\) and was left out\./));
    await context.close();
  });

  it("keeps a phone's page as wide as the phone when the résumé holds a word longer than that", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false, width: 390, height: 844 });
    const word = "Supercalifragilisticexpialidociouswithoutanyspacesatallwhatsoever";
    const text = `Jo Long\njo@example.com\n\nEXPERIENCE\nSoftware Engineer, ${word} Systems\tJan 2014 – Present\n- Built ${word}.\n\nSKILLS\nPython, Kubernetes, Go, Terraform, AWS, Java, PostgreSQL, Docker, Spring Boot, Bash\n`;
    await page.locator('input[type="file"][name="file"]').setInputFiles({ name: "long.txt", mimeType: "text/plain", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    await page.getByText("What we read from your resume").click();
    await page.locator('[data-metric="experience"]').click();
    await visible(page.getByRole("region", { name: "How Total Experience is calculated" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Words may break anywhere, but a table's label stays whole ("Technical", not "Techn/ical").
    expect((await page.locator("th", { hasText: "Technical" }).locator("span").first().boundingBox())!.height).toBeLessThan(28);
    await context.close();
  });

  it("says a file over 10 MB is too large, not 'connection reset' (the server reads the rest of the refused upload)", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false });
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write("%PDF-1.4\n");
    await page.locator('input[type="file"][name="file"]').setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await visible(page.getByText("Please upload a file smaller than 10MB."));
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.close();
  });

  it("uploads a text résumé with the file input and the Upload button, analyzes, and shows the numbers", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false });
    // Before any upload the chart's equal thirds say they stand for no data.
    await visible(page.getByText("Upload your resume and press Analyze to see your skills by category."));
    await page.locator('input[type="file"][name="file"]').setInputFiles(`${FIXTURES}/word/one-column.docx`);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await visible(page.getByText("Your resume has been uploaded successfully."));
    await visible(page.getByText("Press Analyze to see the numbers for your resume."));
    // Uploaded, not yet analyzed: the chart's note asks for Analyze alone (review 73).
    expect(await page.getByTestId("skill-breakdown-note").textContent()).toBe("Press Analyze to see your skills by category.");
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await visible(page.getByText("Your dashboard has been updated with the analysis results."));
    await visible(page.getByText("Your resume at a glance. Select a card to see how it is calculated."));
    expect(await page.getByTestId("skill-breakdown-note").count()).toBe(0);
    // A success toast fades out by itself (CSS), as the scripted one does.
    expect(await page.getByTestId("toast").evaluate((el) => getComputedStyle(el.closest(".no-js-only")!).animationName)).toBe("toast-out");
    expect(await metricValue(page, "experience")).toMatch(/years?$/);
    // The timeline's bars stand where their jobs start: the later job's bar begins past the earlier's start.
    const offset = (title: RegExp) => page.getByRole("img", { name: title }).evaluate((el) => parseFloat((el as HTMLElement).style.marginLeft));
    expect(await offset(/^Data Engineer at Contoso Retail/)).toBe(0);
    expect(await offset(/^Senior Data Engineer at Northwind Analytics/)).toBeGreaterThan(30);
    // Opening an explanation reloads nothing: the parsed profile opened before stays open.
    await page.getByText("What we read from your resume").click();
    await visible(page.getByRole("region", { name: "Positions" }));
    await page.locator('[data-metric="skills"]').click();
    await visible(page.getByRole("region", { name: "How Skill Count is calculated" }));
    await visible(page.getByRole("region", { name: "Positions" }));
    expect(await page.getByRole("region", { name: /How .* is calculated/ }).count()).toBe(1);
    // An older link with ?explain= opens the same explanation.
    await page.goto("/dashboard?explain=gaps");
    await visible(page.getByRole("region", { name: "How Gap Score is calculated" }));
    await page.getByText("Show Resume Content").click();
    await visible(page.getByTestId("resume-preview"));
    await page.screenshot({ path: "test-results/dashboard-nojs.png", fullPage: true });
    await page.locator('input[type="file"][name="file"]').setInputFiles({ name: "virus.pdf", mimeType: "application/pdf", buffer: Buffer.from("\x7fELF\x02\x01\x01") });
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.method());
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await visible(page.getByText("Please upload a PDF, DOC, DOCX, or TXT file."));
    // The refusal is sent back to the dashboard (post, redirect, get): reloading the page posts nothing again.
    expect(documents).toEqual(["POST", "GET"]);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    // The toast has a close button without JavaScript too, and a failure stays until it is closed.
    const toast = page.getByTestId("toast");
    await page.waitForTimeout(5500);
    await visible(toast);
    await toast.locator("label").click();
    await expect.poll(() => toast.isVisible()).toBe(false);
    await context.close();
  });

  it("chooses a target role from a search, and goes back to the one the résumé points to", async () => {
    const { page, context } = await newUserPage({ javaScriptEnabled: false });
    await page.locator('input[type="file"][name="file"]').setInputFiles(`${FIXTURES}/word/one-column.docx`);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const target = page.locator("#target-role");
    await visible(target.getByText("the occupation your job titles and skills point to"));
    await target.locator("summary").click();
    // A search that finds nothing says so and keeps the occupations the résumé points to.
    await page.getByLabel("Search for a role").fill("xyzzy");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await visible(page.getByText("No occupation matches “xyzzy”."));
    await visible(target.getByText("in use"));
    await page.getByLabel("Search for a role").fill("data engineer");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await visible(page.getByText(/occupations? match(?:es)? “data engineer”/));
    await page.getByLabel(/Database Architects/).check();
    await page.getByRole("button", { name: "Compare with this role" }).click();
    await visible(page.getByText(/^Keyword Strength and Gap Score now compare your resume with Database Architects;/));
    await visible(target.getByText("the target role you chose"));
    expect(await page.locator('[data-metric="keywords"]').innerText()).toContain("Against Database Architects");
    // The explanation links to the chooser, which opens with the chosen role in use.
    await page.locator('[data-metric="keywords"]').click();
    await page.getByRole("region", { name: "How Keyword Strength is calculated" }).getByRole("link", { name: "Change target role" }).click();
    await visible(target.getByText("in use"));
    await page.getByRole("button", { name: /^Use .+, the occupation my resume points to$/ }).click();
    await visible(page.getByText(/^Your resume is compared with .+, the occupation its job titles and skills point to, again\.$/));
    expect(await page.locator('[data-metric="keywords"]').innerText()).not.toContain("Database Architects");
    await context.close();
  });
});
