import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Public pages (spec section 2, route table)
  index("routes/home.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.tsx"),

  // Signed-in pages, behind both guards of the layout
  layout("routes/app-layout.tsx", [
    route("dashboard", "routes/dashboard.tsx"),
    route("detailed-analysis", "routes/detailed-analysis.tsx"),
    route("gap-analysis", "routes/gap-analysis.tsx"),
    route("job-comparison", "routes/job-comparison.tsx"),
    route("career-roadmap", "routes/career-roadmap.tsx"),
    route("payment", "routes/payment.tsx"),
    // The Profile and Settings dialogs as pages, for browsers without JavaScript
    route("profile", "routes/profile.tsx"),
    route("settings", "routes/settings.tsx"),
  ]),

  // JSON API (spec section 7)
  route("api/auth/me", "routes/api/auth.me.ts"),
  route("api/auth/login", "routes/api/auth.login.ts"),
  route("api/auth/register", "routes/api/auth.register.ts"),
  route("api/auth/logout", "routes/api/auth.logout.ts"),
  route("api/auth/forgot-password", "routes/api/auth.forgot-password.ts"),
  route("api/auth/reset-password", "routes/api/auth.reset-password.ts"),
  route("api/user", "routes/api/user.ts"),
  route("api/resume/upload", "routes/api/resume.upload.ts"),
  route("api/resume/latest", "routes/api/resume.latest.ts"),
  route("api/resume/analyze", "routes/api/resume.analyze.ts"),
  route("api/resume/detailed-analysis", "routes/api/resume.detailed-analysis.ts"),
  route("api/resume/detailed-gap-analysis", "routes/api/resume.detailed-gap-analysis.ts"),
  route("api/resume/job-comparison", "routes/api/resume.job-comparison.ts"),
  route("api/resume/career-roadmap", "routes/api/resume.career-roadmap.ts"),
  route("api/user/profile", "routes/api/user.profile.ts"),
  route("healthz", "routes/healthz.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
