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
        <source>row %1 ‘%2’</source>
        <translation>fila %1 ‘%2’</translation>
    </message>
    <message>
        <source>column %1 ‘%2’</source>
        <translation>columna %1 ‘%2’</translation>
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
        <source>wrote %1</source>
        <translation>escrito %1</translation>
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
    <name>ComputeMenu</name>
    <message>
        <source>compute: %1</source>
        <translation>cálculo: %1</translation>
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
        <source>run the engine on %1</source>
        <translation>ejecutar el motor en %1</translation>
    </message>
    <message>
        <source>computing on %1</source>
        <translation>calculando en %1</translation>
    </message>
    <message>
        <source>the engine runs on %1</source>
        <translation>el motor se ejecuta en %1</translation>
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
        <source>examples unavailable: %1</source>
        <translation>ejemplos no disponibles: %1</translation>
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
        <source>Save the changes to %1 before they are lost?</source>
        <translation>¿Guardar los cambios de %1 antes de que se pierdan?</translation>
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
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>Lado a lado</translation>
    </message>
    <message>
        <source>Ranking (MiniLM)</source>
        <translation>Clasificación (MiniLM)</translation>
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
        <source>MiniLM layer %1, all heads; head %2 in focus</source>
        <translation>capa %1 de MiniLM, todas las cabezas; cabeza %2 enfocada</translation>
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
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>%1 will be used when QKV Lab starts again</source>
        <translation>%1 se usará la próxima vez que se inicie QKV Lab</translation>
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
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>Sin máscara</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>Causal</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Ventana deslizante</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Relleno (padding)</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>LM con prefijo</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Secuencias empaquetadas</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>una sesión sin título</translation>
    </message>
    <message>
        <source> (autosaved %1)</source>
        <translation> (guardado automáticamente %1)</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to %1%2 were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab no se cerró con normalidad. Se conservaron los cambios sin guardar de %1%2.

¿Restaurarlos? (No los descarta.)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>¿Restaurar el trabajo sin guardar?</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
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
        <source>Save as PNG %1×…</source>
        <translation>Guardar como PNG %1×…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Guardar como SVG…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>escrito %1</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
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
        <source>Stage %1 of %2: %3. %4. %5</source>
        <translation>Paso %1 de %2: %3. %4. %5</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>la fórmula, con la parte del paso actual resaltada</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>paso %1</translation>
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
</context>
<context>
    <name>StageViewMenus</name>
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
</context>
<context>
    <name>Transpose</name>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>Trasponer las vistas n×n (claves como filas)</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns (%1)</source>
        <translation>mostrar scores, scaled, masked y weights con las claves como filas y las consultas como columnas (%1)</translation>
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
        <source>wrote %1</source>
        <translation>escrito %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>%1

Nothing was written.</source>
        <translation>%1

No se escribió nada.</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to %1</source>
        <translation>
            <numerusform>%n archivo exportado a %1</numerusform>
            <numerusform>%n archivos exportados a %1</numerusform>
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
</TS>
