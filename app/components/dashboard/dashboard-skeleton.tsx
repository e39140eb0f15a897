/** Placeholders while the dashboard loads: four cards and two chart panels (spec: Dashboard states). */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading dashboard" className="animate-pulse">
      <div className="mb-6 h-9 w-72 rounded-md bg-muted" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-32 rounded-lg border bg-card" data-testid="skeleton-card" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="h-64 rounded-lg border bg-card" data-testid="skeleton-panel" />
        ))}
      </div>
      <span className="sr-only">Loading...</span>
    </div>
  );
}
