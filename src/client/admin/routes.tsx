import "./admin.css";
import type { ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppToaster } from "#client/components/ui/toaster.tsx";
import type { AdminPage } from "#shared/admin-pages.ts";
import { NotFoundPage } from "../site/not-found-page";
import { AccountPage } from "./account/account-page";
import { UsersPage } from "./account/users-page";
import { ActivityPage } from "./activity/activity-page";
import { AppointmentsPage } from "./appointments/appointments-page";
import { BackupsPage } from "./backups/backups-page";
import { BlogPage } from "./blog/blog-page";
import { RequireAdmin } from "./lib/session";
import { EmailPage } from "./mail/email-page";
import { SettingsPage } from "./mail/settings-page";
import { CampaignsPage } from "./newsletter/campaigns-page";
import { SubscribersPage } from "./newsletter/subscribers-page";
import { ContactsPage } from "./pages/contacts-page";
import { ContentPage } from "./pages/content-page";
import { DashboardPage } from "./pages/dashboard-page";
import { InquiriesPage } from "./pages/inquiries-page";
import { LoginPage } from "./pages/login-page";
import { ProductsPage } from "./pages/products-page";
import { TestimonialsPage } from "./pages/testimonials-page";
import { QuotesPage } from "./quotes/quotes-page";
import { SamplesPage } from "./samples/samples-page";

const guarded: Array<[AdminPage, ComponentType]> = [
  ["/dashboard", DashboardPage],
  ["/contacts", ContactsPage],
  ["/products", ProductsPage],
  ["/testimonials", TestimonialsPage],
  ["/content", ContentPage],
  ["/inquiries", InquiriesPage],
  ["/email", EmailPage],
  ["/settings", SettingsPage],
  ["/newsletter", SubscribersPage],
  ["/campaigns", CampaignsPage],
  ["/backups", BackupsPage],
  ["/account", AccountPage],
  ["/users", UsersPage],
  ["/blog", BlogPage],
  ["/quotes", QuotesPage],
  ["/appointments", AppointmentsPage],
  ["/activity", ActivityPage],
  ["/samples", SamplesPage],
];

// Paths are relative to /admin (app.tsx nests this chunk there).
export default function AdminRoutes() {
  return (
    <>
      <AppToaster position="bottom-right" />
      <Switch>
        <Route path="/login" component={LoginPage} />
        {guarded.map(([path, Page]) => (
          <Route key={path} path={path}>
            <RequireAdmin>
              <Page />
            </RequireAdmin>
          </Route>
        ))}
        <Route path="/">
          <Redirect to="/dashboard" replace />
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </>
  );
}
