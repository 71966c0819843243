/** Inflates the raw DEFLATE stream `source` into `dest` and returns it, or a copy of its filled part when shorter (tiny-inflate's call). */
declare function inflate(source: Uint8Array, dest: Uint8Array): Uint8Array;
export = inflate;
