import { resolve } from "node:path";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "./components/nonce";
import { settleBackground } from "./.server/background";
import { clientAddressContext, nonceContext } from "./.server/context";
import { getConfig } from "./.server/config";
import { closeDb, getDb } from "./.server/db/client";
import { claimDatabase } from "../db/connection";
import { deleteExpired } from "./.server/db/sessions";
import { warmUpEngine } from "./.server/analysis/warm-up";
import { warmUpExtraction } from "./.server/resumes/extract";

// The Node server (server.js) reads this to put the client's address into each request's context.
export { clientAddressContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Called by server.js before it listens: opens the database and applies pending migrations, starts an
 * extraction thread in the background so that the first upload finds the PDF reader loaded, and runs the parser and
 * the engines once so that the first upload and analyses do not wait for their indexes to be built.
 */
let releaseDatabase: (() => void) | null = null;

export async function prepareServer() {
  // Before anything touches the database: a second server on it stops here with a message.
  releaseDatabase = claimDatabase(getConfig().databaseUrl);
  await getDb();
  // Which database this is, so that an operator sees at once when a start opened another one than they meant.
  const url = getConfig().databaseUrl;
  console.info(`Database: ${url.startsWith("file:") ? resolve(url.slice("file:".length)) : url}`);
  await deleteExpired(new Date().toISOString());
  warmUpExtraction();
  warmUpEngine(new Date().toISOString().slice(0, 10));
}

/** Called by server.js on SIGTERM/SIGINT: lets queued mail go out, then closes the database. */
export async function shutdownServer() {
  await settleBackground();
  await closeDb();
  releaseDatabase?.();
}
