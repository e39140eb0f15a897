import { describe, expect, it } from "vitest";
import { actionFailed, callServerAction, NETWORK_ERROR } from "~/lib/texts";

describe("callServerAction", () => {
  it("passes results through and lets redirects go on", async () => {
    expect(await callServerAction(async () => ({ ok: 1 }), "fallback")).toEqual({ ok: 1 });
    const redirect = new Response(null, { status: 302, headers: { Location: "/dashboard" } });
    await expect(callServerAction(async () => Promise.reject(redirect), "fallback")).rejects.toBe(redirect);
  });

  it("turns an unreachable server into the network message and anything else into the fallback", async () => {
    const network = await callServerAction(async () => Promise.reject(new TypeError("Failed to fetch")), "fallback");
    expect(network).toEqual({ failure: NETWORK_ERROR });
    expect(await callServerAction(async () => Promise.reject(new Error("boom")), "Failed to reset password")).toEqual({
      failure: "Failed to reset password",
    });
    expect(actionFailed(network)).toBe(true);
    expect(actionFailed({ ok: 1 })).toBe(false);
  });
});
