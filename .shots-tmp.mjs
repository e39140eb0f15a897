import { chromium } from 'playwright-core';
import fs from 'node:fs';
const BASE='http://127.0.0.1:3210';
const OUT='/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const vps = { desk:{width:1280,height:800}, phone:{width:390,height:844} };
const logs=[]; const overflow=[];
let counter=0;
function attach(page, tag){
  page.on('console', m=>{ if(['error','warning'].includes(m.type())) logs.push(`[${tag}] ${m.type()}: ${m.text()} @ ${page.url()}`)});
  page.on('pageerror', e=>logs.push(`[${tag}] pageerror: ${e.message} @ ${page.url()}`));
  page.on('requestfailed', r=>logs.push(`[${tag}] reqfailed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', r=>{ if(r.status()>=400) logs.push(`[${tag}] HTTP ${r.status()} ${r.url()}`)});
}
async function shot(page, name){
  await page.waitForTimeout(600);
  const ov = await page.evaluate(()=>{
    const W=document.documentElement.clientWidth; const sw=document.documentElement.scrollWidth;
    const offenders=[];
    if(sw>W){ for(const el of document.querySelectorAll('body *')){ const r=el.getBoundingClientRect(); if(r.right>W+1 && r.width>0){ offenders.push(el.tagName+'.'+(el.className&&el.className.baseVal===undefined?String(el.className).slice(0,60):'')+' right='+Math.round(r.right)); if(offenders.length>6)break;} } }
    return {W,sw,offenders};
  });
  if(ov.sw>ov.W) overflow.push(`${name}: scrollWidth ${ov.sw} > ${ov.W} :: ${ov.offenders.join(' | ')}`);
  await page.screenshot({ path:`${OUT}/${name}.png`, fullPage:true });
}
async function login(page){
  await page.goto(BASE+'/login');
  await page.fill('#login-username','ada'); await page.fill('#login-password','analytical');
  await Promise.all([page.waitForURL(/dashboard/,{timeout:15000}).catch(e=>logs.push('login nav fail '+e.message)), page.locator('#login-password').press('Enter')]);
}
for (const js of [true,false]) for (const [vn,vp] of Object.entries(vps)) {
  const tag=`${vn}-${js?'js':'nojs'}`;
  const ctx = await browser.newContext({ viewport: vp, javaScriptEnabled: js });
  const page = await ctx.newPage(); attach(page, tag);
  for (const [n,u] of [['landing','/'],['login','/login'],['signup','/login?mode=signup'],['forgot','/forgot-password'],['reset','/reset-password'],['404','/no-such-page']]) {
    await page.goto(BASE+u, {waitUntil:'networkidle'}); await shot(page, `${tag}-${n}`);
  }
  // signup pricing
  await page.goto(BASE+'/login?mode=signup',{waitUntil:'networkidle'});
  counter++; const uname=`u${Date.now()%100000}${counter}`;
  await page.fill('#signup-name','Grace Hopper'); await page.fill('#signup-email',`${uname}@example.com`);
  await page.fill('#signup-username',uname); await page.fill('#signup-password','compiler123');
  await page.getByRole('button',{name:'Continue to Pricing'}).click();
  await page.waitForLoadState('networkidle'); await page.waitForTimeout(800);
  await shot(page, `${tag}-pricing`);
  await ctx.close();
  // signed in
  const ctx2 = await browser.newContext({ viewport: vp, javaScriptEnabled: js });
  const p2 = await ctx2.newPage(); attach(p2, tag+'-auth');
  await login(p2);
  for (const [n,u] of [['dashboard','/dashboard'],['detailed','/detailed-analysis'],['gap','/gap-analysis'],['jobcmp','/job-comparison'],['roadmap','/career-roadmap'],['payment','/payment?plan=yearly&amount=49.99'],['profile','/profile'],['settings','/settings']]) {
    await p2.goto(BASE+u,{waitUntil:'networkidle'}); await shot(p2, `${tag}-${n}`);
  }
  if (js) {
    await p2.goto(BASE+'/dashboard',{waitUntil:'networkidle'});
    if (vn==='phone') {
      try { await p2.getByRole('button',{name:'Open menu'}).click(); await shot(p2, `${tag}-drawer`); await p2.keyboard.press('Escape'); await p2.waitForTimeout(400);} catch(e){ logs.push(tag+' drawer fail '+e.message) }
    }
    try {
      await p2.getByRole('button',{name:'My Account'}).first().click(); await shot(p2, `${tag}-menu`);
      await p2.getByRole('menuitem',{name:'Profile'}).click(); await shot(p2, `${tag}-profiledlg`);
      await p2.keyboard.press('Escape'); await p2.waitForTimeout(400);
      await p2.getByRole('button',{name:'My Account'}).first().click();
      await p2.getByRole('menuitem',{name:'Settings'}).click(); await shot(p2, `${tag}-settingsdlg`);
      await p2.keyboard.press('Escape');
    } catch(e){ logs.push(tag+' menu fail '+e.message.slice(0,300)) }
  }
  await ctx2.addCookies([{name:'prefs',value:'%7B%22theme%22%3A%22dark%22%2C%22notifications%22%3Atrue%2C%22language%22%3A%22en%22%7D',url:BASE}]);
  await p2.goto(BASE+'/dashboard',{waitUntil:'networkidle'}); await shot(p2, `${tag}-dark-dashboard`);
  if (js) { await p2.goto(BASE+'/gap-analysis',{waitUntil:'networkidle'}); await shot(p2, `${tag}-dark-gap`);
    try { await p2.getByRole('button',{name:'My Account'}).first().click(); await shot(p2, `${tag}-dark-menu`);} catch(e){} }
  await ctx2.close();
}
await browser.close();
fs.writeFileSync(OUT+'/console.txt', logs.join('\n'));
fs.writeFileSync(OUT+'/overflow.txt', overflow.join('\n'));
console.log('done', logs.length, overflow.length);
