/**
 * The sign-in service's stylesheet and script, served from /auth/assets/* (the CSP allows only
 * 'self' scripts and no inline code). Kept as strings so bundling the server needs no copy step.
 */
export const IDENTITY_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:"Noto Sans Arabic","Segoe UI",Tahoma,Arial,sans-serif;font-size:100%;color:#1b1f24;background:#f3f6f8}
body{margin:0;min-height:100vh;line-height:1.5}
.top{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1.25rem;background:#fff;border-bottom:1px solid #cfcfcf}
.brand{font-weight:700;font-size:1.125rem;color:#0f4c5c}
.lang-switch{color:#0b5e7a;font-weight:600;text-decoration:underline;padding:.25rem .5rem;border-radius:5px}
.card{max-width:32rem;margin:2rem auto;padding:1.5rem 1.75rem;background:#fff;border:1px solid #dde3e8;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:0 0 .5rem}
.intro{margin:0 0 1rem;color:#3a4450}
.form{display:flex;flex-direction:column;gap:1rem}
.field{display:flex;flex-direction:column;gap:.25rem}
label{font-weight:600}
input[type=text],input[type=password]{font:inherit;padding:.5rem .75rem;border:1px solid #6b7580;border-radius:5px;background:#fff;color:#1b1f24}
input[aria-invalid=true]{border-color:#b3261e}
.hint{margin:0;font-size:.875rem;color:#3a4450}
button,.button-link{font:inherit;cursor:pointer;border-radius:5px;padding:.55rem 1rem;display:inline-block;text-align:center;text-decoration:none}
.primary,.button-link{background:#0b5e7a;color:#fff;border:1px solid #0b5e7a;font-weight:600}
.primary:hover,.button-link:hover{background:#084a61}
.secondary{background:#fff;color:#0b5e7a;border:1px solid #0b5e7a}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
:focus-visible{outline:3px solid #0b5e7a;outline-offset:2px}
input:focus-visible{outline:3px solid #0b5e7a;outline-offset:0;border-color:#0b5e7a}
.error{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #b3261e;border-inline-start-width:4px;border-radius:5px;background:#fdecea;color:#8c1d18;font-weight:600}
.details{overflow-wrap:anywhere;color:#3a4450}
.demo{margin-top:2rem;padding-top:1rem;border-top:1px solid #dde3e8}
.demo-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.demo-account{display:grid;grid-template-columns:auto 1fr;gap:.125rem .75rem;align-items:center;padding:.5rem;border:1px solid #e3e8ec;border-radius:5px}
.demo-fill{grid-row:span 2;background:#eff5f9;color:#0b4a60;border:1px solid #58abc8;font-weight:600;min-width:8rem}
.demo-fill:hover{background:#dcebf3}
.demo-role{font-size:.8125rem;font-weight:600;color:#3a4450}
.demo-description{font-size:.875rem;color:#3a4450}
code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#eff5f9;padding:0 .25rem;border-radius:3px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:36rem){.card{margin:0;border-radius:0;border-inline:0}}
`;

export const IDENTITY_JS = `(function () {
  'use strict';
  document.addEventListener('DOMContentLoaded', function () {
    var username = document.getElementById('username');
    var password = document.getElementById('password');
    Array.prototype.forEach.call(document.querySelectorAll('button.demo-fill'), function (button) {
      button.addEventListener('click', function () {
        if (!username) return;
        username.value = button.getAttribute('data-username') || '';
        if (password) {
          password.value = button.getAttribute('data-password') || '';
          var submit = document.querySelector('form.form button[type=submit]');
          (submit || password).focus();
        }
      });
    });
    var auto = document.querySelector('button[data-auto-submit]');
    if (auto && auto.form) {
      if (auto.form.requestSubmit) auto.form.requestSubmit(auto);
      else auto.click();
    }
  });
})();
`;
