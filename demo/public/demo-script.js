// An external script in page content: the page shell runs it once, in order (issue 3 §1).
window.demoScriptLog = window.demoScriptLog || [];
window.demoScriptLog.push('external');
document.getElementById('script-log')?.insertAdjacentHTML('beforeend', '<li>external</li>');
