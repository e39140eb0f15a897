import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type AppServer } from "../support/app-server";
import { hidden, launchChromium, openPage, visible, waitForHydration, type PageOptions } from "../support/browser";

let app: AppServer;
let browser: Browser;

const user = { name: "Mary Jackson", username: "mary", email: "mary@example.com", password: "wind-tunnel" };

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
  const res = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...user, plan: "free" }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedInPage(options: PageOptions & { fakeClock?: boolean } = {}, path = "/dashboard") {
  const opened = await openPage(browser, app.baseUrl, options);
  const { page } = opened;
  if (options.fakeClock) await page.clock.install();
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`**${path}`);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return opened;
}

const currentLink = (page: Page) => page.locator('nav[aria-label="Main"] a[aria-current="page"]:visible');

describe("signed-in layout", () => {
  it("shows six links on desktop with the current one highlighted, and the avatar's initials", async () => {
    const { page, context } = await signedInPage({}, "/gap-analysis");
    const nav = page.locator('header nav[aria-label="Main"]:visible');
    await visible(nav);
    expect(await nav.getByRole("link").allInnerTexts()).toEqual([
      "Dashboard",
      "Detailed Analysis",
      "Gap Analysis",
      "Job Comparison",
      "Career Roadmap",
      "Payment Portal",
    ]);
    expect(await currentLink(page).innerText()).toBe("Gap Analysis");
    await nav.getByRole("link", { name: "Job Comparison" }).click();
    await page.waitForURL("**/job-comparison");
    await visible(page.getByText("Please upload a resume first to compare with job descriptions."));
    expect(await currentLink(page).innerText()).toBe("Job Comparison");
    await visible(page.getByRole("button", { name: "My Account" }).getByText("MJ"));
    await nav.getByRole("link", { name: "Detailed Analysis" }).click();
    await visible(page.getByText("Upload a resume to get started with detailed analysis."));
    // While the next page loads (its skeleton shows), its link is highlighted, not the one of the page being left.
    await page.route("**/dashboard.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/detailed-analysis");
    expect(await nav.locator("a.bg-accent").allInnerTexts()).toEqual(["Dashboard"]);
    await page.waitForURL("**/dashboard");
    await page.unroute("**/dashboard.data*");
    await context.close();
  });

  it("opens the phone drawer at 390 px with the name, e-mail and five links", async () => {
    const { page, context } = await signedInPage({ width: 390, height: 844 });
    expect(await page.locator('header nav[aria-label="Main"]:visible').count()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await visible(drawer);
    await visible(drawer.getByText(user.name));
    await visible(drawer.getByText(user.email));
    expect(await drawer.getByRole("link").allInnerTexts()).toEqual([
      "Dashboard",
      "Detailed Analysis",
      "Gap Analysis",
      "Job Comparison",
      "Career Roadmap",
    ]);
    // It slides in from the left edge.
    await expect.poll(async () => (await drawer.boundingBox())?.x, { timeout: 2000 }).toBe(0);
    expect((await drawer.boundingBox())!.width).toBeLessThan(390);
    await page.screenshot({ path: "test-results/phone-drawer.png" });
    await drawer.getByRole("link", { name: "Career Roadmap" }).click();
    await page.waitForURL("**/career-roadmap");
    await hidden(drawer);
    await visible(page.getByText("Please upload a resume first to generate a career roadmap."));
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  it("offers the phone menu without JavaScript too", async () => {
    const { page, context } = await signedInPage({ width: 390, height: 844, javaScriptEnabled: false });
    await page.locator("summary", { hasText: "Open menu" }).click();
    await visible(page.getByText(user.email));
    await page.locator("details[open]").getByRole("link", { name: "Gap Analysis" }).click();
    await page.waitForURL("**/gap-analysis");
    await context.close();
  });

  it.each([true, false])("lets the keyboard skip the header (JavaScript %s)", async (javaScriptEnabled) => {
    const { page, context } = await signedInPage({ javaScriptEnabled });
    // A page load starts at the top.
    await page.reload();
    if (javaScriptEnabled) await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((e) => e === document.activeElement)).toBe(true);
    await visible(skip);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // The next stop is the page's first control, not the header's logo.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    await context.close();
  });

  it("puts the focus on the new page after a client-side navigation", async () => {
    const { page, context } = await signedInPage({}, "/gap-analysis");
    await page.locator('header nav[aria-label="Main"]:visible').getByRole("link", { name: "Job Comparison" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/job-comparison");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await context.close();
  });

  it("edits the profile in a dialog through PUT /api/user/profile", async () => {
    const { page, context } = await signedInPage();
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT") puts.push(new URL(r.url()).pathname);
    });
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await visible(dialog);
    expect(await dialog.getByLabel("Name").inputValue()).toBe(user.name);
    await dialog.getByLabel("Email").fill("not an email");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await visible(dialog.getByText("Please enter a valid email address"));
    await dialog.getByLabel("Email").fill("mary.jackson@example.com");
    await dialog.getByLabel("Name").fill("Mary W. Jackson");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await visible(page.getByText("Your profile information has been saved successfully."));
    await hidden(dialog);
    expect(puts).toEqual(["/api/user/profile"]);
    await page.getByRole("button", { name: "My Account" }).click();
    await visible(page.getByRole("menu").getByText("mary.jackson@example.com"));
    user.email = "mary.jackson@example.com";
    user.name = "Mary W. Jackson";
    await context.close();
  });

  it("applies the theme at once and keeps settings in the browser, with no server call", async () => {
    const { page, context } = await signedInPage();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });
    await page.getByRole("button", { name: "My Account" }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Settings" });
    await visible(dialog);
    expect(await dialog.getByLabel("Notifications").isChecked()).toBe(true);
    await dialog.locator("label", { hasText: "Dark" }).click();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await dialog.getByLabel("Language").selectOption("es");
    await dialog.getByRole("button", { name: "Save preferences" }).click();
    await visible(page.getByText("Your preferences have been updated."));
    expect(posts).toEqual([]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("settings") ?? "null"));
    expect(stored).toEqual({ theme: "dark", notifications: true, language: "es" });
    // The server renders the chosen theme on the next load, without a flash of the light theme.
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toContain('data-theme="dark"');
    await page.reload();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await context.close();
  });

  it("notices a session ended elsewhere and goes to the login page", async () => {
    const { page, context } = await signedInPage({ fakeClock: true }, "/detailed-analysis");
    // The login page was hydrated already; wait until the signed-in layout (and its watch) has rendered.
    await visible(page.getByText("Upload a resume to get started with detailed analysis."));
    // Sign out through the API from "another tab": same cookies, separate request.
    await page.request.post("/api/auth/logout", { headers: { Origin: app.baseUrl } });
    // The watch's 30-second timer starts when its effect runs, which on a busy machine can be a moment after
    // the first paint; so step through up to three intervals rather than assume where the first one falls.
    const notice = page.getByText("Redirecting to login...").filter({ visible: true }).first();
    for (let step = 0; step < 3 && !(await notice.isVisible()); step++) {
      await page.clock.fastForward("00:31");
      await notice.waitFor({ state: "visible", timeout: 3_000 }).catch(() => undefined);
    }
    await visible(notice);
    await page.clock.fastForward("00:02");
    await page.waitForURL(/\/login\?redirectTo=%2Fdetailed-analysis/);
    // The login page says why (review 77).
    await visible(page.getByText("Your session has ended. Please sign in again."));
    await context.close();
  });
});
