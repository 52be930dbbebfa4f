import {
  isChunkLoadError,
  routeChangeEvent,
  shouldRegisterServiceWorker,
  shouldReloadAfterUpdate,
  shouldReloadForChunkError,
} from './decisions.ts';

/** How long after a page change the route-change event goes to the data layer (brief §2). */
export const ROUTE_CHANGE_DELAY_MS = 50;
export const SERVICE_WORKER_URL = '/sw.js';
const CHUNK_RELOAD_KEY = 'hearth:chunk-reload-at';

/**
 * The one script every page carries, inline (no file to download): it registers the service
 * worker, reloads for failed chunks or an update after failed loads, and pushes the
 * route-change event. The decisions are the unit-tested functions of decisions.ts.
 */
export function pageRuntimeScript(): string {
  return `(function(){
var shouldRegisterServiceWorker=${shouldRegisterServiceWorker.toString()};
var shouldReloadAfterUpdate=${shouldReloadAfterUpdate.toString()};
var isChunkLoadError=${isChunkLoadError.toString()};
var shouldReloadForChunkError=${shouldReloadForChunkError.toString()};
var routeChangeEvent=${routeChangeEvent.toString()};
var failed=0,reloading=false;
addEventListener('error',function(e){var t=e.target;if(t&&t!==window&&(t.src||t.href))failed++;},true);
function reloadForChunk(){var last=null;try{var v=sessionStorage.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)});last=v?Number(v):null;}catch(_){}
if(!shouldReloadForChunkError(Date.now(),last))return;try{sessionStorage.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)},String(Date.now()));}catch(_){}location.reload();}
addEventListener('vite:preloadError',function(e){e.preventDefault();reloadForChunk();});
addEventListener('unhandledrejection',function(e){var r=e.reason;if(isChunkLoadError(String(r&&r.message||r)))reloadForChunk();});
window.dataLayer=window.dataLayer||[];
function routeChanged(){setTimeout(function(){window.dataLayer.push(routeChangeEvent(location,document.title));},${ROUTE_CHANGE_DELAY_MS});}
routeChanged();addEventListener('popstate',routeChanged);
if(shouldRegisterServiceWorker(location,'serviceWorker' in navigator)){addEventListener('load',function(){
navigator.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_URL)},{scope:'/'}).then(function(reg){
reg.addEventListener('updatefound',function(){var w=reg.installing;if(!w)return;var hadController=!!navigator.serviceWorker.controller;
w.addEventListener('statechange',function(){if(shouldReloadAfterUpdate({updateInstalled:hadController&&(w.state==='installed'||w.state==='activated'),failedResourceLoads:failed})&&!reloading){reloading=true;location.reload();}});});
}).catch(function(){});});}
})();`;
}
