import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startApp, type AppServer } from "./app-server";
import { launchChromium } from "./chromium";

export type PageOptions = { javaScriptEnabled?: boolean; width?: number; height?: number };

/** A fresh browser context (own cookies and storage) and page; console errors are collected. */
export async function openPage(browser: Browser, baseUrl: string, options: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

export { launchChromium };

/** Starts the app and Chromium before a file's tests and stops both after them; tests read them off the result. */
export function appAndBrowser() {
  const running = {} as { app: AppServer; browser: Browser };
  beforeAll(async () => {
    running.app = await startApp();
    running.browser = await launchChromium();
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.app?.stop();
  });
  return running;
}

/** Waits until React has hydrated, so clicks reach React's handlers and not the bare HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined && document.documentElement.dataset.hydrated === "true");
}

type Locator = import("playwright-core").Locator;

/** Waits (up to 10 s) until the locator is visible; throws with the locator's description if not. */
export async function visible(locator: Locator, timeout = 10_000) {
  // Some texts exist twice (the no-JavaScript fallback is in the page but hidden): any visible one counts.
  await locator.filter({ visible: true }).first().waitFor({ state: "visible", timeout });
}

/** Waits until the locator is gone or hidden. */
export async function hidden(locator: Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: "hidden", timeout });
}

/** A free-plan account made through the API (password "password1"); the response carries its session cookie. */
export async function registerUser(baseUrl: string, username: string, name: string): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, email: `${username}@example.com`, name, password: "password1", plan: "free" }),
  });
}
