// Runs before the app: puts the stored theme (or the system preference) on <html> so there is no light flash.
(function () {
  var theme = null;
  try {
    var stored = JSON.parse(window.localStorage.getItem('glossa.settings') || 'null');
    if (stored && (stored.theme === 'light' || stored.theme === 'dark')) theme = stored.theme;
  } catch (e) {
    theme = null;
  }
  if (!theme)
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.dataset.theme = theme;
})();
