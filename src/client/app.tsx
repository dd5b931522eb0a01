import { type ReactNode, useMemo } from "react";
import { Route, Router, Switch, useRouter } from "wouter";
import { ErrorBoundary } from "./components/error-boundary";
import { preloadable } from "./lib/preloadable";
import { LandingPage } from "./site/landing-page";

// The admin is its own chunk: visitors never download it. The admin's page loads it before React renders
// (hydrate.tsx), so its first render shows a screen (lib/preloadable.tsx).
const adminRoutes = preloadable(() => import("./admin/routes").then((m) => m.default));
export const preloadAdmin = adminRoutes.preload;

// wouter matches paths case-insensitively by default; the server does not (/AR is a 404 there), and the two must
// agree or the page would change under the visitor while hydrating.
function CaseSensitiveRoutes({ children }: { children: ReactNode }) {
  const { parser } = useRouter();
  const exact = useMemo(
    () => (route: string, loose?: boolean) => {
      const { pattern, keys } = parser(route, loose);
      const regex = pattern as RegExp;
      return { keys, pattern: new RegExp(regex.source, regex.flags.replace("i", "")) };
    },
    [parser],
  );
  return <Router parser={exact}>{children}</Router>;
}

export function App() {
  return (
    <CaseSensitiveRoutes>
      <Switch>
        <Route path="/">
          <ErrorBoundary lang="en">
            <LandingPage />
          </ErrorBoundary>
        </Route>
        <Route path="/ar">
          <ErrorBoundary lang="ar">
            <LandingPage />
          </ErrorBoundary>
        </Route>
        <Route path="/admin" nest>
          <ErrorBoundary lang="en">
            <adminRoutes.Component />
          </ErrorBoundary>
        </Route>
      </Switch>
    </CaseSensitiveRoutes>
  );
}
