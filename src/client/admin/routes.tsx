import "./admin.css";
import type { ComponentType } from "react";
import { Redirect, Route, Switch } from "wouter";
import { AppToaster } from "#client/components/ui/toaster.tsx";
import type { AdminPage } from "#shared/admin-pages.ts";
import { NotFoundPage } from "../site/not-found-page";
import { AccountPage } from "./account/account-page";
import { UsersPage } from "./account/users-page";
import { ActivityPage } from "./activity/activity-page";
import { AnalyticsPage } from "./analytics/analytics-page";
import { AppointmentsPage } from "./appointments/appointments-page";
import { BackupsPage } from "./backups/backups-page";
import { BlogPage } from "./blog/blog-page";
import { CategoriesPage } from "./catalogue/categories-page";
import { ContactsPage } from "./contacts/contacts-page";
import { ContentPage } from "./content/content-page";
import { DashboardPage } from "./dashboard/dashboard-page";
import { InquiriesPage } from "./inquiries/inquiries-page";
import { RequireAdmin } from "./lib/session";
import { LoginPage } from "./login/login-page";
import { EmailPage } from "./mail/email-page";
import { SettingsPage } from "./mail/settings-page";
import { CampaignsPage } from "./newsletter/campaigns-page";
import { SubscribersPage } from "./newsletter/subscribers-page";
import { ProductsPage } from "./products/products-page";
import { QuotesPage } from "./quotes/quotes-page";
import { SamplesPage } from "./samples/samples-page";
import { TestimonialsPage } from "./testimonials/testimonials-page";

const guarded: Array<[AdminPage, ComponentType]> = [
  ["/dashboard", DashboardPage],
  ["/contacts", ContactsPage],
  ["/products", ProductsPage],
  ["/categories", CategoriesPage],
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
  ["/analytics", AnalyticsPage],
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
