// The same app without Etalage: what React itself costs, so that the widgets' added bytes can be measured.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Bank Saar leer grijs</h1>
  </main>,
);
