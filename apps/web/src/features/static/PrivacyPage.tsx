import './static.css';

/** Privacy policy. */
export default function PrivacyPage() {
  return (
    <section className="page narrow prose">
      <h1>Privacy Policy</h1>
      <p>
        Glossa keeps only what it needs to work for you. As a guest, your settings and vocabulary stay in your
        browser&apos;s local storage and never leave your device except when you analyse a text.
      </p>
      <h2>What we store when you sign in</h2>
      <ul>
        <li>
          Your username, e-mail address and, if you sign in with Google or Apple, your name and picture.
        </li>
        <li>A password hash (never the password itself) when you sign in with a password.</li>
        <li>Your vocabulary, decks and cards, so they sync across your devices.</li>
        <li>
          One session per signed-in device (device name, creation and expiry dates), which you can revoke.
        </li>
      </ul>
      <h2>Texts you analyse</h2>
      <p>Texts are analysed on the server and are not stored.</p>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the app needs: your session and a security token that protects your account
        against cross-site requests. No advertising or tracking cookies.
      </p>
      <h2>Deleting your data</h2>
      <p>
        Settings &gt; Profile &gt; Delete account removes your account and all its data at once. Settings &gt;
        Data deletes your vocabulary.
      </p>
    </section>
  );
}
