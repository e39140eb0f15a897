import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Middleware carries the per-request nonce, the signed-in user and the security headers.
    v8_middleware: true,
  },
} satisfies Config;
