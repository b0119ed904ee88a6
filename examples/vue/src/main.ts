import '@tessera-booking/widget/define';
import { createApp } from 'vue';
import App from './App.vue';

const el = document.getElementById('app')!;
createApp(App, { ...el.dataset }).mount(el);
