// /admin/forwarding (admins): the weather networks a station's readings are forwarded to.
export const loadForwardingPage = () =>
  import('./components/forwarding-page.tsx').then((m) => m.ForwardingPage);
