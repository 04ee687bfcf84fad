/// <reference lib="webworker" />
// The Web Worker entry: the computer player thinks here so the page never freezes.
// Created by client.ts as `new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' })`.
import { createThinker } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createThinker((response) => scope.postMessage(response));
scope.addEventListener('message', (event: MessageEvent) => handle(event.data));
