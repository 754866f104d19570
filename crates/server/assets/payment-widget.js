/*
 * Payment widget of the demo payment provider (docs/product.md#deposits). No framework.
 *
 *   const widget = window.PaymentWidget.mount(container, {
 *     backendOrigin: "",               // "" = same origin
 *     apiPrefix: "/api/platform",
 *     successUrl: "/profile/wallet/deposit", failureUrl: "…", pendingUrl: "…",
 *     currency: "EUR", locale: "sr",   // optional
 *     authToken: null,                 // bearer token for framed use; otherwise the session cookie
 *   });
 *   container.addEventListener("notification", (e) => e.detail);      // {type, title, message}
 *   container.addEventListener("accounts-updated", (e) => e.detail);  // {accounts}
 *   container.addEventListener("redirect", (e) => e.detail);          // {url, status}
 *   widget.destroy();
 *
 * Notification types are success, warning and danger; titles are keys for spi.notification.*.
 */
(function () {
  "use strict";

  var TEXTS = {
    en: { amount: "Amount", currency: "Currency", deposit: "Deposit", busy: "Processing…",
      success: "Deposit successful", pending: "Deposit pending", error: "Deposit failed",
      failed: "The deposit could not be made." },
    sr: { amount: "Iznos", currency: "Valuta", deposit: "Uplati", busy: "Obrada…",
      success: "Uplata je uspela", pending: "Uplata je na čekanju", error: "Uplata nije uspela",
      failed: "Uplata nije izvršena." },
  };

  function element(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function withStatus(url, status) {
    return url + (url.indexOf("?") === -1 ? "?" : "&") + "payment=" + encodeURIComponent(status);
  }

  function mount(container, options) {
    var o = options || {};
    var base = (o.backendOrigin || "") + (o.apiPrefix || "/api/platform");
    var t = TEXTS[o.locale] || TEXTS.sr;
    var emit = function (name, detail) { container.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true })); };
    // One idempotency key per deposit attempt: a double click or a retry deposits once; a new
    // amount or currency starts a new attempt.
    var newKey = function () {
      return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)), function (b) {
        return (b < 16 ? "0" : "") + b.toString(16);
      }).join("");
    };
    var attemptKey = newKey();
    var request = function (method, path, body, key) {
      var headers = { "Content-Type": "application/json", "X-Sportsbook-App": "payment-widget", Language: o.locale || "sr" };
      if (key) headers["Idempotency-Key"] = key;
      if (o.authToken) headers.Authorization = "Bearer " + o.authToken;
      return fetch(base + path, { method: method, headers: headers, credentials: "include",
        body: body ? JSON.stringify(body) : undefined })
        .then(function (response) {
          return response.json().catch(function () { return {}; }).then(function (json) {
            return { ok: response.ok, status: response.status, json: json };
          });
        });
    };

    var amount = element("input", { name: "amount", inputmode: "decimal", required: "", autocomplete: "off", placeholder: "50.00" });
    var currency = element("select", { name: "currency" });
    var button = element("button", { type: "submit" }, [t.deposit]);
    var form = element("form", { class: "payment-widget", novalidate: "" }, [
      element("label", {}, [t.amount, amount]),
      element("label", {}, [t.currency, currency]),
      button,
    ]);

    request("GET", "/player/accounts").then(function (result) {
      var accounts = (result.ok && result.json.data) || [];
      var codes = accounts.map(function (a) { return a.currency; });
      if (codes.length === 0) codes = [o.currency || "EUR"];
      codes.forEach(function (code) {
        var option = element("option", { value: code }, [code]);
        if (code === o.currency) option.selected = true;
        currency.appendChild(option);
      });
    });

    amount.addEventListener("input", function () { attemptKey = newKey(); });
    currency.addEventListener("change", function () { attemptKey = newKey(); });

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      button.disabled = true;
      button.textContent = t.busy;
      request("POST", "/payments/deposits", { amount: amount.value.trim().replace(",", "."), currency: currency.value }, attemptKey)
        .then(function (result) {
          if (!result.ok) {
            var error = (result.json && result.json.error) || {};
            emit("notification", { type: "danger", title: error.code || "deposit_failed", message: error.message || t.failed });
            return;
          }
          var payment = result.json.data;
          var kinds = { success: "success", pending: "warning", error: "danger" };
          emit("notification", { type: kinds[payment.status], title: "deposit_" + payment.status, message: t[payment.status] });
          if (payment.status === "success") {
            request("GET", "/player/accounts").then(function (r) {
              if (r.ok) emit("accounts-updated", { accounts: r.json.data });
            });
          }
          var target = { success: o.successUrl, error: o.failureUrl, pending: o.pendingUrl }[payment.status];
          emit("redirect", { url: target ? withStatus(target, payment.status) : payment.redirect_url, status: payment.status });
        })
        .catch(function () { emit("notification", { type: "danger", title: "deposit_failed", message: t.failed }); })
        .then(function () { button.disabled = false; button.textContent = t.deposit; });
    });

    container.appendChild(form);
    return { destroy: function () { form.remove(); } };
  }

  window.PaymentWidget = { mount: mount };
})();
