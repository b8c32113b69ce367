// Paths outside the localized app (e.g. a missing file): the English 404 with its own document.
export default function GlobalNotFound() {
  return (
    <html lang="en-US" dir="ltr">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>Oops! The page you&apos;re looking for doesn&apos;t exist.</h1>
        <p>The page may have been removed, renamed or is temporarily unavailable.</p>
        <a href="/">Home page</a>
      </body>
    </html>
  );
}
