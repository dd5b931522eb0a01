import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { LandingPage } from "./site/landing-page";
import { NotFoundPage } from "./site/not-found-page";

// The admin is its own chunk: visitors never download it.
const AdminRoutes = lazy(() => import("./admin/routes"));

export function App() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/ar" component={LandingPage} />
      <Route path="/admin" nest>
        <Suspense fallback={null}>
          <AdminRoutes />
        </Suspense>
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
