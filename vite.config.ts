// Vite: file routes with per-route code splitting, React, Tailwind v4; workers as ES modules.
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  // The router plugin must come before React's so it sees the route files untransformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  worker: { format: 'es' },
  build: { target: 'es2022' },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
})
