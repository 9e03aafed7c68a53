import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

/** Signup (built with accounts). */
export default function SignupPage() {
  return (
    <PlaceholderPage title="Create Your Account">
      <p>Choose your username, email &amp; password.</p>
    </PlaceholderPage>
  );
}
