import { setLogLevel } from 'firebase/firestore/lite';

// Many tests prove that the rules refuse a call; the SDK would log every refusal.
// Failures still show through the assertions.
setLogLevel('silent');
