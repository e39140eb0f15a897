import { chromium } from 'playwright-core';
import fs from 'node:fs';
const BASE='http://127.0.0.1:3210', OUT='/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const vps = { desk:{width:1280,height:800}, phone:{width:390,height:844} };
const logs=[], notes=[];
const DARK='%7B%22theme%22%3A%22dark%22%2C%22notifications%22%3Atrue%2C%22language%22%3A%22en%22%7D';
function attach(page, tag){
  page.on('console', m=>{ if(['error','warning'].includes(m.type())) logs.push(`[${tag}] ${m.type()}: ${m.text()} @ ${page.url()}`)});
  page.on('pageerror', e=>logs.push(`[${tag}] pageerror: ${e.message}`));
}
async function shot(page,name,full=true){ await page.waitForTimeout(500);
  const o=await page.evaluate(()=>[document.documentElement.scrollWidth,document.documentElement.clientWidth,document.documentElement.dataset.theme]);
  notes.push(`${name}: sw=${o[0]} cw=${o[1]} theme=${o[2]}`);
  await page.screenshot({path:`${OUT}/${name}.png`,fullPage:full}); }
async function login(page){ await page.goto(BASE+'/login'); await page.fill('#login-username','ada'); await page.fill('#login-password','analytical');
  await Promise.all([page.waitForURL(/dashboard/,{timeout:15000}), page.locator('#login-password').press('Enter')]); }
for (const js of [true,false]) for (const [vn,vp] of Object.entries(vps)) {
  const tag=`${vn}-${js?'js':'nojs'}`;
  // dark, cookie set before any load
  const ctx=await browser.newContext({viewport:vp,javaScriptEnabled:js});
  await ctx.addCookies([{name:'prefs',value:DARK,url:BASE}]);
  const p=await ctx.newPage(); attach(p,tag+'-dark');
  for (const [n,u] of [['landing','/'],['login','/login'],['404','/no-such-page']]) { await p.goto(BASE+u,{waitUntil:'networkidle'}); await shot(p,`d2-${tag}-${n}`); }
  await login(p);
  for (const [n,u] of [['dashboard','/dashboard'],['jobcmp','/job-comparison'],['payment','/payment?plan=yearly&amount=49.99'],['settings','/settings']]) { await p.goto(BASE+u,{waitUntil:'networkidle'}); await shot(p,`d2-${tag}-${n}`); }
  await p.goto(BASE+'/dashboard',{waitUntil:'networkidle'});
  if (js) {
    await p.getByRole('button',{name:'My Account'}).first().click(); await shot(p,`d2-${tag}-menu`,false);
    await p.getByRole('menuitem',{name:'Settings'}).click(); await shot(p,`d2-${tag}-settingsdlg`,false); await p.keyboard.press('Escape');
    if (vn==='phone'){ await p.waitForTimeout(300); await p.getByRole('button',{name:'Open menu'}).click(); await shot(p,`d2-${tag}-drawer`,false); await p.keyboard.press('Escape'); }
  } else {
    // no-JS fallbacks: details menus
    await p.locator('details.no-js-only summary').last().click(); await shot(p,`d2-${tag}-menu`,false);
  }
  await ctx.close();
  // light no-js menus & pricing selection
  const c2=await browser.newContext({viewport:vp,javaScriptEnabled:js}); const q=await c2.newPage(); attach(q,tag);
  await q.goto(BASE+'/login?mode=signup',{waitUntil:'networkidle'});
  const u='p'+Math.floor(Math.random()*1e6);
  await q.fill('#signup-name','Grace Hopper'); await q.fill('#signup-email',u+'@example.com'); await q.fill('#signup-username',u); await q.fill('#signup-password','compiler123');
  await q.getByRole('button',{name:'Continue to Pricing'}).click(); await q.waitForLoadState('networkidle'); await q.waitForTimeout(500);
  await q.getByText('Yearly',{exact:true}).first().click(); await q.mouse.move(0,0); await shot(q,`x-${tag}-pricing-yearly`);
  await q.goto(BASE+'/dashboard'); // new user logged in? 
  await c2.close();
  const c3=await browser.newContext({viewport:vp,javaScriptEnabled:js}); const r=await c3.newPage(); attach(r,tag);
  await login(r); await r.goto(BASE+'/dashboard',{waitUntil:'networkidle'});
  if (!js) {
    await r.locator('details.no-js-only summary').last().click(); await shot(r,`x-${tag}-menu`,false);
    await r.locator('details.no-js-only summary').last().click();
    if (vn==='phone'){ await r.locator('details summary:has-text("Open menu")').click(); await shot(r,`x-${tag}-drawer`,false); }
  }
  await r.goto(BASE+'/no-such-page'); await shot(r,`x-${tag}-404-signedin`);
  await c3.close();
}
// theme mismatch flash: localStorage says system, cookie says dark
{
  const ctx=await browser.newContext({viewport:vps.desk}); const p=await ctx.newPage(); attach(p,'mismatch');
  await login(p); await ctx.addCookies([{name:'prefs',value:DARK,url:BASE}]);
  const resp=await p.goto(BASE+'/dashboard',{waitUntil:'networkidle'});
  notes.push('mismatch server='+(await resp.text()).match(/data-theme="(\w+)"/)[1]+' client='+await p.evaluate(()=>document.documentElement.dataset.theme));
  await ctx.close();
}
// pre-hydration: block JS bundles with JS enabled
{
  const ctx=await browser.newContext({viewport:vps.phone}); const p=await ctx.newPage();
  await login(p);
  await p.route('**/assets/*.js', r=>r.abort());
  await p.goto(BASE+'/dashboard'); await p.waitForTimeout(500);
  const vis=await p.evaluate(()=>[...document.querySelectorAll('.js-only,.no-js-only')].map(e=>e.className.split(' ')[0]+':'+getComputedStyle(e).display));
  await p.getByRole('button',{name:'Open menu'}).click().catch(e=>notes.push('prehyd click err '+e.message.slice(0,80)));
  await p.waitForTimeout(400); await shot(p,'x-phone-prehydration-menu-tap',false);
  notes.push('prehydration visibility '+vis.join(','));
  await ctx.close();
}
await browser.close();
fs.writeFileSync(OUT+'/console2.txt',logs.join('\n')); fs.writeFileSync(OUT+'/notes2.txt',notes.join('\n'));
console.log('done');
