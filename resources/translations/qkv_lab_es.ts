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
    <name>ExplainInWindow</name>
    <message>
        <source>Clear selection and explanation</source>
        <translation>Borrar la selección y la explicación</translation>
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
