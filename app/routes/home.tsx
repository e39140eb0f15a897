import { BarChart3, FileSearch, GitCompareArrows, Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { getSessionUser } from "~/.server/auth/session";
import { Logo } from "~/components/layout/logo";
import { buttonClasses } from "~/components/ui/button";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSessionUser(request);
  return { signedIn: !!session };
}

const FEATURES = [
  {
    icon: FileSearch,
    title: "Smart Resume Analysis",
    text: "Insights and improvement suggestions, each explained by the rule and the line of your resume behind it.",
  },
  {
    icon: MapIcon,
    title: "Career Roadmap",
    text: "Personalised progression paths over ten years, with roles, skills to learn and salary ranges.",
  },
  {
    icon: BarChart3,
    title: "Gap Analysis",
    text: "The skill gaps for your next role, with course and free resource recommendations to close them.",
  },
  {
    icon: GitCompareArrows,
    title: "Job Comparison",
    text: "Match your resume against a job description: skills, experience, education and requirements.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { signedIn } = loaderData;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          <nav className="flex items-center gap-2" aria-label="Account">
            {signedIn ? (
              <Link to="/dashboard" className={buttonClasses("default", "sm")}>
                Go to dashboard
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClasses("ghost", "sm")}>
                  Sign In
                </Link>
                <Link to="/login?mode=signup" className={buttonClasses("default", "sm")}>
                  Get Started
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>

      <main className="flex-1">
        <section className="bg-gradient-to-b from-accent/60 to-background">
          <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-28">
            <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
              Land your next role with a resume that works
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
              Upload your resume and get clear metrics, an ATS check, the skills you are missing and the courses
              to learn them, a comparison with any job description, and a 10-year career roadmap.
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/login" className={buttonClasses("default", "lg")}>
                Analyze My Resume
              </Link>
              <Link to="/login?mode=signup" className={buttonClasses("outline", "lg")}>
                Sign Up
              </Link>
            </div>
            <p className="mt-4 text-sm text-muted-foreground">Free to start. Works offline when you host it yourself.</p>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-title">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
            Everything you need to move forward
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border bg-card p-6 shadow-sm">
                <span className="flex h-10 w-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="border-t bg-muted/40">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center">
            <h2 className="text-3xl font-bold tracking-tight">Ready to see what your resume says about you?</h2>
            <p className="mt-4 text-muted-foreground">It takes a minute to sign up and upload.</p>
            <Link to="/login?mode=signup" className={buttonClasses("default", "lg") + " mt-8"}>
              Get Started
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row">
          <p>
            © {new Date().getFullYear()} {BRAND}. Open source and self-hostable.
          </p>
          <nav aria-label="Footer" className="flex gap-4">
            <Link to="/login" className="hover:text-foreground">
              Sign In
            </Link>
            <Link to="/login?mode=signup" className="hover:text-foreground">
              Create an account
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

export function meta() {
  return [
    { title: `${BRAND}: resume analysis and career coaching` },
    {
      name: "description",
      content: "Upload your resume for metrics, a detailed analysis, a skills-gap analysis, job matching and a career roadmap.",
    },
  ];
}
