import { data } from "react-router";
import { ErrorCard } from "~/components/error-card";
import { BRAND } from "~/lib/brand";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <ErrorCard title="404 Page Not Found" message="Did you forget to add the page to the router?" />
    </main>
  );
}

export function meta() {
  return [{ title: `Page not found · ${BRAND}` }];
}
