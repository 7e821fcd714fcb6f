"""Page-level CSS and the one script the page needs: seeking the player.

gr.Video has no seek method, so a citation is an ordinary anchor (`<a href="#t=83.00">`)
and one capturing click listener on the document turns any such anchor — in the chat, a
thumbnail, anywhere — into `video.currentTime = t`. The time lives in the href because
the chat's HTML sanitizer keeps a fragment href but strips `data-*` attributes (checked
in headless Chromium); capturing on the document runs before the chat's own link
handling, so the page never navigates.
"""
from __future__ import annotations

PLAYER_ID = "es-player"

SEEK_JS = f"""
<script>
(() => {{
  if (window.esSeek) return;
  window.esSeek = (t) => {{
    t = Number(t);
    const v = document.querySelector('#{PLAYER_ID} video');
    if (!v || !Number.isFinite(t) || t < 0) return false;
    const go = () => {{
      v.currentTime = t;
      const p = v.play();
      if (p && p.catch) p.catch(() => {{}});
    }};
    if (v.readyState >= 1) go();
    else {{ v.addEventListener('loadedmetadata', go, {{once: true}}); v.load(); }}
    v.scrollIntoView({{block: 'nearest'}});
    return true;
  }};
  document.addEventListener('click', (ev) => {{
    const el = ev.target && ev.target.closest ? ev.target.closest('a[href^="#t="]') : null;
    if (!el) return;
    ev.preventDefault();
    ev.stopPropagation();
    window.esSeek(parseFloat(el.getAttribute('href').slice(3)));
  }}, true);
}})();
</script>
"""

CSS = """
#es-help p { margin: 0.15em 0; }
.es-progress { margin: 4px 0; }
.es-bar { height: 12px; border-radius: 6px; background: var(--neutral-200); overflow: hidden; }
.es-fill { height: 100%; background: var(--color-accent); transition: width 0.3s ease; }
.es-stage { font-size: 0.9em; margin-top: 3px; color: var(--body-text-color-subdued); }
.es-status { padding: 4px 0; }
.es-status.es-error { color: var(--error-text-color, #b91c1c); font-weight: 600; }
.es-status.es-done { color: var(--body-text-color); }
a.es-cite { font-family: var(--font-mono); font-weight: 600; text-decoration: none;
  cursor: pointer; color: var(--color-accent); }
a.es-cite:hover { text-decoration: underline; }
.es-kind { font-size: 0.8em; padding: 0 5px; border-radius: 4px;
  background: var(--neutral-200); color: var(--neutral-700); }
.es-cites { margin-top: 6px; line-height: 1.7; }
.es-thumbs { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
a.es-thumb { display: inline-flex; flex-direction: column; align-items: center;
  text-decoration: none; cursor: pointer; font-family: var(--font-mono); font-size: 0.8em; }
a.es-thumb img { width: 120px; height: auto; border-radius: 4px; margin: 0 !important;
  border: 1px solid var(--border-color-primary); }
a.es-thumb:hover img { outline: 2px solid var(--color-accent); }
.es-live { display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; padding: 4px 0;
  font-family: var(--font-mono); font-size: 0.9em; }
.es-live-idle { color: var(--body-text-color-subdued); font-family: inherit; }
.es-live-dot { width: 10px; height: 10px; border-radius: 50%; background: #dc2626;
  animation: es-pulse 1.2s ease-in-out infinite; }
@keyframes es-pulse { 50% { opacity: 0.3; } }
"""
