import {
  DELAYED_LOAD_NOTICE_MS,
  inBatches,
  isChunkLoadError,
  prefetchCandidates,
  PREFETCH_BATCH_SIZE,
  PREFETCH_INTERVAL_MS,
  shouldPrefetch,
  routeChangeEvent,
  shouldRegisterServiceWorker,
  shouldReloadAfterUpdate,
  shouldReloadForChunkError,
  referralCodeFromUrl,
} from './decisions.ts';
import { REFERRAL_CODE_KEY } from '../friend-referral.ts';

/** How long after a page change the route-change event goes to the data layer. */
export const ROUTE_CHANGE_DELAY_MS = 50;
export const SERVICE_WORKER_URL = '/sw.js';
const CHUNK_RELOAD_KEY = 'hearth:chunk-reload-at';

/**
 * The one script every page carries, inline (no file to download): it registers the service
 * worker, reloads for failed chunks (online only: offline a reload shows nothing newer) or an update after failed loads, pushes the route-change
 * event, says when the shopper is offline or a page is slow to come, and prefetches the pages
 * this one links to. The decisions are the unit-tested functions of decisions.ts.
 */
export function pageRuntimeScript(): string {
  return `(function(){
var shouldRegisterServiceWorker=${shouldRegisterServiceWorker.toString()};
var shouldReloadAfterUpdate=${shouldReloadAfterUpdate.toString()};
var isChunkLoadError=${isChunkLoadError.toString()};
var shouldReloadForChunkError=${shouldReloadForChunkError.toString()};
var routeChangeEvent=${routeChangeEvent.toString()};
var shouldPrefetch=${shouldPrefetch.toString()};
var prefetchCandidates=${prefetchCandidates.toString()};
var inBatches=${inBatches.toString()};
var referralCodeFromUrl=${referralCodeFromUrl.toString()};
try{var ref=referralCodeFromUrl(location.search);if(ref)localStorage.setItem(${JSON.stringify(REFERRAL_CODE_KEY)},ref);}catch(_){}
var failed=0,reloading=false;
addEventListener('error',function(e){var t=e.target;if(t&&t!==window&&(t.src||t.href))failed++;},true);
function reloadForChunk(){if(!navigator.onLine)return;var last=null;try{var v=sessionStorage.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)});last=v?Number(v):null;}catch(_){}
if(!shouldReloadForChunkError(Date.now(),last))return;try{sessionStorage.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)},String(Date.now()));}catch(_){}location.reload();}
addEventListener('vite:preloadError',function(e){e.preventDefault();reloadForChunk();});
addEventListener('unhandledrejection',function(e){var r=e.reason;if(isChunkLoadError(String(r&&r.message||r)))reloadForChunk();});
window.dataLayer=window.dataLayer||[];
function routeChanged(){setTimeout(function(){window.dataLayer.push(routeChangeEvent(location,document.title));},${ROUTE_CHANGE_DELAY_MS});}
routeChanged();addEventListener('popstate',routeChanged);
function notice(id,show){var n=document.getElementById(id);if(n)n.hidden=!show;}
function onlineChanged(){notice('offline-notice',!navigator.onLine);}
addEventListener('online',onlineChanged);addEventListener('offline',onlineChanged);addEventListener('DOMContentLoaded',onlineChanged);
var slow=null;addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href^="/"]');
if(!a||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||a.target)return;
clearTimeout(slow);slow=setTimeout(function(){notice('loading-notice',true);},${DELAYED_LOAD_NOTICE_MS});});
addEventListener('pageshow',function(){clearTimeout(slow);notice('loading-notice',false);onlineChanged();});
addEventListener('load',function(){if(!shouldPrefetch(navigator.connection,navigator.userAgent))return;
var hrefs=[].map.call(document.querySelectorAll('a[href^="/"]'),function(a){return a.getAttribute('href');});
inBatches(prefetchCandidates(hrefs,location.pathname),${PREFETCH_BATCH_SIZE}).forEach(function(batch,i){setTimeout(function(){batch.forEach(function(href){
var l=document.createElement('link');l.rel='prefetch';l.href=href;document.head.appendChild(l);});},i*${PREFETCH_INTERVAL_MS});});});
if(shouldRegisterServiceWorker(location,'serviceWorker' in navigator)){addEventListener('load',function(){
navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)},{scope:'/'}).then(function(reg){
reg.addEventListener('updatefound',function(){var w=reg.installing;if(!w)return;var hadController=!!navigator.serviceWorker.controller;
w.addEventListener('statechange',function(){if(shouldReloadAfterUpdate({updateInstalled:hadController&&(w.state==='installed'||w.state==='activated'),failedResourceLoads:failed})&&!reloading){reloading=true;location.reload();}});});
}).catch(function(){});});}
})();`;
}
