import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Login (built with accounts). */
export default function LoginPage() {
  return (
    <PlaceholderPage title="Log In">
      <p>Sign in with your e-mail and password, Google or Apple to keep your vocabulary on every device.</p>
    </PlaceholderPage>
  );
}
