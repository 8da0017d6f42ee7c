import { escapeXml } from '../assets/svg';
import { DEMO_GAME_TEXTS, LANGUAGE_TAGS, type DemoGameLanguage } from './texts';

/** Content-Security-Policy of the demo pages: nothing external, inline style and script only. */
export const DEMO_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";

const STYLE = `
:root{color-scheme:dark light;--bg:#0b1020;--panel:#141b34;--text:#eef2ff;--muted:#a5b4fc;--accent:#facc15;--ok:#22c55e;--bad:#f87171}
@media (prefers-color-scheme: light){:root{--bg:#f1f5f9;--panel:#ffffff;--text:#0f172a;--muted:#475569;--accent:#b45309;--ok:#15803d;--bad:#b91c1c}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font-family:system-ui,Segoe UI,Arial,sans-serif}
main{background:var(--panel);border-radius:16px;padding:24px;width:min(92vw,440px);box-shadow:0 10px 30px rgba(0,0,0,.3);text-align:center}
h1{font-size:1.25rem;margin:0 0 4px}.vendor{color:var(--muted);margin:0 0 16px}
.reels{display:flex;gap:8px;justify-content:center;margin:16px 0}.reel{width:72px;height:72px;display:grid;place-items:center;font-size:2rem;font-weight:700;border-radius:12px;background:var(--bg);border:2px solid var(--muted)}
dl{display:flex;justify-content:space-around;margin:8px 0 16px}dt{color:var(--muted);font-size:.85rem}dd{margin:0;font-size:1.2rem;font-weight:700}
button{font:inherit;font-weight:700;padding:12px 32px;border-radius:999px;border:0;background:var(--accent);color:#111;cursor:pointer}
button:disabled{opacity:.6;cursor:wait}button:focus-visible{outline:3px solid var(--text);outline-offset:3px}
.msg{min-height:1.5em;margin:12px 0 0}.msg.win{color:var(--ok)}.msg.bad{color:var(--bad)}`;

/** JSON for a <script> block (no closing tags can break out). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The self-contained page of a demo game. */
export function demoGamePage(options: {
  gameName: string;
  vendor: string;
  launchId: string;
  balance: number;
  currencySymbol: string;
  language: DemoGameLanguage;
}): string {
  const t = DEMO_GAME_TEXTS[options.language];
  // The site's own format (platform-ui `formatMoney`): symbol, then 2 decimals in the language's marks (issue 49: not "$25000.00").
  const locale = LANGUAGE_TAGS[options.language];
  const figures = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (n: number) => `${n < 0 ? '-' : ''}${options.currencySymbol}${figures.format(Math.abs(n))}`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[options.language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeXml(options.gameName)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeXml(options.gameName)}</h1><p class="vendor">${escapeXml(options.vendor)}</p>
<div class="reels" role="img" aria-label="reels" id="reels"><span class="reel">7</span><span class="reel">7</span><span class="reel">7</span></div>
<dl><div><dt>${escapeXml(t.balance)}</dt><dd id="balance" data-testid="demo-balance">${escapeXml(money(options.balance))}</dd></div><div><dt>${escapeXml(t.bet)}</dt><dd>${escapeXml(money(1))}</dd></div></dl>
<button type="button" id="spin">${escapeXml(t.spin)}</button>
<p class="msg" id="msg" role="status" aria-live="polite"></p>
</main>
<script>
(function(){
  var cfg=${scriptJson({ launchId: options.launchId, symbol: options.currencySymbol, locale, t })};
  var button=document.getElementById('spin'),msg=document.getElementById('msg'),bal=document.getElementById('balance'),reels=document.getElementById('reels');
  var figures=new Intl.NumberFormat(cfg.locale,{minimumFractionDigits:2,maximumFractionDigits:2});
  function money(n){n=Number(n);return (n<0?'-':'')+cfg.symbol+figures.format(Math.abs(n));}
  function say(text,kind){msg.textContent=text;msg.className='msg'+(kind?' '+kind:'');}
  button.addEventListener('click',function(){
    button.disabled=true;say('');
    fetch('/demo-games/api/spin',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({session:cfg.launchId})})
      .then(function(r){return r.json();})
      .then(function(env){
        if(!env||!env.success){say(env&&env.errorCode==='wallet.insufficient.funds'?cfg.t.short:(env&&env.message)||cfg.t.error,'bad');return;}
        var v=env.value;var spans=reels.children;for(var i=0;i<spans.length;i++){spans[i].textContent=v.reels[i];}
        reels.setAttribute('aria-label',v.reels.join(' '));
        bal.textContent=money(v.balance);
        if(v.win>0){say(cfg.t.win.replace('{amount}',money(v.win)),'win');}else{say(cfg.t.lose);}
        try{window.parent&&window.parent!==window&&window.parent.postMessage({type:'demo-game:balance',balance:v.balance},'*');}catch(e){}
      })
      .catch(function(){say(cfg.t.error,'bad');})
      .then(function(){button.disabled=false;button.focus();});
  });
})();
</script></body></html>`;
}

/** The page shown when a launch id is unknown or expired. */
export function expiredPage(language: DemoGameLanguage, notFound = false): string {
  const t = DEMO_GAME_TEXTS[language];
  const text = notFound ? t.notFound : t.expired;
  return `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escapeXml(text)}</title><style>${STYLE}</style></head>
<body><main><p class="msg bad" role="alert">${escapeXml(text)}</p></main></body></html>`;
}
