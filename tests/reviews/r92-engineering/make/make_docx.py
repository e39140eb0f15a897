#!/usr/bin/python3
"""Writes the eight .docx résumés of this review into ../files (Debian's python3-docx)."""
import os
import docx
from docx.shared import Pt, Mm, RGBColor
from docx.enum.text import WD_TAB_ALIGNMENT, WD_ALIGN_PARAGRAPH
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new(font="Calibri", size=10.5, margins=18):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    for s in d.sections:
        s.left_margin = s.right_margin = Mm(margins)
        s.top_margin = s.bottom_margin = Mm(15)
    return d


def para(d, text="", bold=False, italic=False, size=None, align=None, after=2, style=None):
    p = d.add_paragraph(style=style) if style else d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
    if align:
        p.alignment = align
    p.paragraph_format.space_after = Pt(after)
    return p


def tabbed(d, left, right, bold=True, pos=174, width_mm=None):
    """left text, a right-aligned tab stop, right text"""
    p = d.add_paragraph()
    sec = d.sections[0]
    usable = (sec.page_width - sec.left_margin - sec.right_margin)
    p.paragraph_format.tab_stops.add_tab_stop(usable, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t" + right)
    p.paragraph_format.space_after = Pt(0)
    return p


def bullets(d, items):
    for it in items:
        p = d.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(0)


def heading(d, text, level=1, color=None):
    h = d.add_heading(text, level=level)
    if color:
        for r in h.runs:
            r.font.color.rgb = RGBColor.from_string(color)
    return h


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement("w:" + edge)
        e.set(qn("w:val"), "nil")
        b.append(e)
    tblPr.append(b)


def cell_text(cell, lines, bold_first=False):
    cell.text = ""
    first = True
    for ln in lines:
        p = cell.paragraphs[0] if first else cell.add_paragraph()
        r = p.add_run(ln)
        if first and bold_first:
            r.bold = True
        p.paragraph_format.space_after = Pt(0)
        first = False


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US manufacturing quality engineer: layout table per job (dates cell | details cell) ---------------------
d = new("Calibri", 10.5)
para(d, "BRANDON K. LIU", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "Manufacturing & Quality Engineer", size=12, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "Grand Rapids, MI  |  616-555-0133  |  brandon.liu@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, after=8)
heading(d, "Profile", 1)
para(d, "Manufacturing and quality engineer in office furniture and automotive electronics. I improve processes with "
        "data (SPC, DOE, PFMEA) and make changes stick on the floor with operators and maintenance. Lean and Six Sigma "
        "trained; ISO 9001 and IATF 16949 audit experience.")
heading(d, "Experience", 1)
t = d.add_table(rows=3, cols=2)
no_borders(t)
jobs = [
    (["05/2020 – Present", "Zeeland, MI"], ["Senior Manufacturing Engineer", "Gentex Corporation",
      "• Own assembly processes for auto-dimming mirror lines (12 cells, 2.1M units/yr).",
      "• Cut scrap 31% with PFMEA updates, error-proofing and SPC on critical dispense steps.",
      "• Lead kaizen events and value stream mapping; launched 4 new products through PPAP."]),
    (["06/2016 – 04/2020", "Grand Rapids, MI"], ["Quality Engineer", "Steelcase Inc.",
      "• Supplier quality for steel and plastic components; first article inspections, CMM programs.",
      "• Internal auditor for ISO 9001:2015; led 8D corrective actions for field returns.",
      "• Gage R&R and capability studies in Minitab."]),
    (["01/2015 – 08/2015", "Holland, MI"], ["Manufacturing Engineering Co-op", "Herman Miller",
      "• Designed assembly fixtures in SolidWorks; time studies and line balancing for a chair line."]),
]
for row, (left, right) in zip(t.rows, jobs):
    row.cells[0].width = Mm(38)
    row.cells[1].width = Mm(134)
    cell_text(row.cells[0], left)
    cell_text(row.cells[1], right, bold_first=True)
heading(d, "Education", 1)
tabbed(d, "B.S. Manufacturing Engineering, Grand Valley State University, Grand Rapids, MI", "2016")
para(d, "Cooperative education program; minor in Mathematics", italic=True)
heading(d, "Certifications", 1)
bullets(d, ["ASQ Certified Quality Engineer (CQE)", "Lean Six Sigma Green Belt (Grand Valley State University)",
            "Certified SOLIDWORKS Associate (CSWA)"])
heading(d, "Skills", 1)
st = d.add_table(rows=3, cols=3)
no_borders(st)
sk = ["PFMEA / Control Plans", "SPC & Minitab", "GD&T (ASME Y14.5)", "SolidWorks", "CMM (Calypso)", "Kaizen / VSM",
      "Error-proofing (poka-yoke)", "PPAP / APQP", "Allen-Bradley PLC basics"]
for i, s in enumerate(sk):
    st.rows[i // 3].cells[i % 3].text = s
save(d, "21-quality-engineer-layout-table-us.docx")

# 22 UK quantity surveyor MRICS: Word headings, right tab stops --------------------------------------------
d = new("Arial", 10)
para(d, "Priyanka Desai MRICS", bold=True, size=18, after=0)
para(d, "Commercial Manager | Chartered Quantity Surveyor", size=11, after=0)
para(d, "Didsbury, Manchester M20  ·  07700 900655  ·  priyanka.desai@example.co.uk", after=6)
heading(d, "Personal Profile", 2)
para(d, "Chartered quantity surveyor with fourteen years in contracting and consultancy, now leading the commercial "
        "management of education and healthcare projects up to £75m. Experienced with NEC3/NEC4 and JCT contracts, "
        "from tender through to final account. Organised, commercially aware and a clear negotiator.")
heading(d, "Employment History", 2)
tabbed(d, "Commercial Manager — BAM Construct UK, Manchester", "Apr 2022 – Present")
bullets(d, ["Commercial lead on three secondary schools (£22m–£75m) under the DfE Construction Framework (NEC4 ECC Option A).",
            "Monthly cost value reconciliations (CVRs), forecasting and commercial reporting to the regional board.",
            "Managing a team of two QSs and a trainee; subcontract procurement and final accounts."])
tabbed(d, "Senior Quantity Surveyor — Willmott Dixon, Manchester", "Aug 2018 – Mar 2022")
bullets(d, ["Interim valuations, compensation events and early warnings on NHS and university projects (NEC3 Option C).",
            "Prepared subcontract packages and tender analyses; settled final accounts within budget."])
tabbed(d, "Quantity Surveyor — Gleeds, Leeds", "Sep 2014 – Jul 2018")
bullets(d, ["Cost plans to NRM1 and bills of quantities to NRM2 in CATO for local authority clients.",
            "Post-contract cost management under JCT Design and Build 2011/2016."])
tabbed(d, "Trainee Quantity Surveyor — Gleeds, Leeds", "Sep 2012 – Aug 2014")
bullets(d, ["Measurement and taking-off; day release to university."])
heading(d, "Education", 2)
tabbed(d, "BSc (Hons) Quantity Surveying — Leeds Beckett University (part-time)", "2012 – 2016", bold=False)
tabbed(d, "A Levels: Mathematics, Economics, Geography — Bradford Grammar School", "2012", bold=False)
heading(d, "Professional Membership & Training", 2)
bullets(d, ["Member of the Royal Institution of Chartered Surveyors (MRICS), 2018",
            "CSCS Professionally Qualified Person (PQP) card",
            "NEC4 Contract Management training (Thomas Telford), 2021"])
heading(d, "IT Skills", 2)
para(d, "CostX, CATO, Microsoft Excel (advanced), Power BI, Conject, Asite, COINS")
save(d, "22-quantity-surveyor-mrics-tabs-uk.docx")

# 23 Québec mechanical designer: name and contact only in the page header ----------------------------------
d = new("Calibri", 10.5)
hdr = d.sections[0].header
hp = hdr.paragraphs[0]
r = hp.add_run("Mathieu Gagnon-Roy")
r.bold = True
r.font.size = Pt(16)
hp2 = hdr.add_paragraph("Mechanical Designer — SOLIDWORKS  |  Laval, QC  |  450-555-0161  |  m.gagnonroy@example.ca")
para(d, "SUMMARY", bold=True, size=12)
para(d, "Mechanical designer with ten years of experience in simulators and transportation equipment. I take parts "
        "and assemblies from concept to released drawings: 3D modelling, tolerance stack-ups, GD&T, sheet metal and "
        "weldments, working closely with engineers, suppliers and the shop floor. Bilingual French/English.")
para(d, "PROFESSIONAL EXPERIENCE", bold=True, size=12)
tabbed(d, "Mechanical Designer II, CAE Inc., Montréal, QC", "2019 - present")
bullets(d, ["Design of motion-system and cockpit structures for full-flight simulators (Boeing 737 MAX, Airbus A320).",
            "Detail drawings to ASME Y14.5; tolerance stack-ups; ECOs in Windchill; design reviews with stress engineers.",
            "Reduced cockpit shell part count by 18% through sheet-metal redesign (DFM)."])
tabbed(d, "Junior Mechanical Designer, Prevost (Volvo Group), Sainte-Claire, QC", "2016 - 2019")
bullets(d, ["Coach body structure and HVAC duct components in SolidWorks and Inventor; weldment drawings.",
            "Supported production with deviations and drawing corrections."])
para(d, "EDUCATION", bold=True, size=12)
tabbed(d, "DEC in Mechanical Engineering Technology (Technologie du génie mécanique), Cégep de Trois-Rivières", "2016", bold=False)
para(d, "CERTIFICATIONS", bold=True, size=12)
bullets(d, ["Certified SOLIDWORKS Professional (CSWP)", "Certified SOLIDWORKS Professional – Sheet Metal"])
para(d, "SKILLS", bold=True, size=12)
bullets(d, ["SolidWorks, SolidWorks PDM, Autodesk Inventor, AutoCAD, Windchill",
            "GD&T (ASME Y14.5-2018), tolerance stack-up analysis, sheet metal, weldments, DFM/DFA",
            "Languages: French (native), English (fluent)"])
save(d, "23-mechanical-designer-header-qc-ca.docx")

# 24 WA mining reliability engineer: employer first, two titles under BHP ---------------------------------------
d = new("Calibri", 10.5)
para(d, "Kirsty McAllister  BEng CPEng CMRP", bold=True, size=18, after=0)
para(d, "Senior Reliability Engineer  |  Perth WA (FIFO)  |  0491 570 884  |  kirsty.mcallister@example.com.au", after=8)
heading(d, "Summary", 1)
para(d, "Chartered mechanical engineer with 12 years in mining and mineral processing maintenance. I build reliability "
        "programmes that reduce unplanned downtime: RCM, FMECA, Weibull analysis and RCA, backed by clean SAP PM data. "
        "Good at bringing maintenance crews and planners along with change.")
heading(d, "Professional Experience", 1)
tabbed(d, "BHP — Western Australia Iron Ore, Newman WA", "Feb 2019 – Present")
tabbed(d, "Senior Reliability Engineer", "Jul 2022 – Present", bold=False)
bullets(d, ["Reliability lead for the OHP (ore handling plant) crushers and conveyors; availability up from 86% to 91%.",
            "Asset strategy reviews in Isograph Availability Workbench; maintenance tactics aligned to ISO 55000.",
            "Leads Apollo RCAs for high-consequence failures; Power BI dashboards for bad actors."])
tabbed(d, "Reliability Engineer", "Feb 2019 – Jun 2022", bold=False)
bullets(d, ["Condition monitoring programme (vibration, oil analysis, thermography) for fixed plant.",
            "Weibull analysis of conveyor idler and pulley life; spares optimisation with supply team."])
tabbed(d, "Roy Hill — Pilbara WA", "Jan 2016 – Jan 2019")
tabbed(d, "Fixed Plant Maintenance Engineer", "", bold=False)
bullets(d, ["Shutdown scope and work packs for the processing plant; FMECA for screens and feeders."])
tabbed(d, "Monadelphous — Perth WA", "Feb 2014 – Dec 2015")
tabbed(d, "Graduate Mechanical Engineer", "", bold=False)
bullets(d, ["Shutdown engineering for BHP and Rio Tinto sites; mechanical installation ITPs."])
heading(d, "Education", 1)
para(d, "Bachelor of Engineering (Mechanical), Honours — Curtin University, Perth, 2013")
heading(d, "Registrations & Tickets", 1)
bullets(d, ["Chartered Professional Engineer (CPEng), Engineers Australia — NER registered",
            "Certified Maintenance & Reliability Professional (CMRP), SMRP",
            "Vibration Analyst Category II (Mobius Institute)",
            "Working at Heights, Confined Space Entry, WA Open Pit Induction"])
heading(d, "Technical Skills", 1)
para(d, "RCM · FMECA · Weibull analysis · Root cause analysis (Apollo) · SAP PM · Isograph Availability Workbench · "
        "Condition monitoring · Oil analysis · ISO 55000 asset management · Power BI · Stakeholder engagement")
save(d, "24-reliability-engineer-mining-employer-first-au.docx")

# 25 Hyderabad electrical design engineer (MEP): tables for details and education -------------------------------
d = new("Times New Roman", 11)
para(d, "RESUME", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER)
para(d, "SANDEEP REDDY GORANTLA", bold=True, size=13, after=0)
para(d, "Electrical Design Engineer (MEP)", after=0)
para(d, "Mobile: +91 90000 55231   |   Email: sandeep.gorantla@example.in", after=0)
para(d, "Address: Flat 4B, Sri Sai Residency, Kukatpally, Hyderabad, Telangana - 500072", after=8)
para(d, "OBJECTIVE", bold=True)
para(d, "To obtain a challenging position as an Electrical Design Engineer in the MEP field where I can utilise my "
        "technical skills for the development of the organisation.")
para(d, "PROFESSIONAL EXPERIENCE", bold=True)
t = d.add_table(rows=4, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Organisation", "Designation", "Duration", "Location"]):
    c.text = h
rows = [("Sterling and Wilson Pvt. Ltd.", "Electrical Design Engineer", "03/2021 – Present", "Hyderabad"),
        ("Voltas Limited (MEP Projects)", "Junior Electrical Engineer", "08/2018 – 02/2021", "Bengaluru"),
        ("Bharat Heavy Electricals Limited (BHEL)", "Graduate Apprentice", "07/2017 – 07/2018", "Hyderabad")]
for row, vals in zip(t.rows[1:], rows):
    for c, v in zip(row.cells, vals):
        c.text = v
para(d, "")
para(d, "Roles & Responsibilities (Sterling and Wilson):", bold=True)
bullets(d, ["Electrical design for data centres and commercial buildings: load calculation, cable sizing, voltage drop, "
            "short-circuit calculations and earthing design.",
            "Lighting design and calculations in DIALux evo; single line diagrams and layouts in AutoCAD and Revit MEP.",
            "Preparation of BOQ, technical specifications and tender documents as per NBC 2016, IS 732 and IEC 60364."])
para(d, "Roles & Responsibilities (Voltas):", bold=True)
bullets(d, ["Site execution of LT panels, bus ducts and DG sets for IT parks; testing and commissioning.",
            "Coordination with HVAC and plumbing teams; preparation of as-built drawings."])
para(d, "EDUCATIONAL QUALIFICATIONS", bold=True)
e = d.add_table(rows=4, cols=4)
e.style = "Table Grid"
for c, h in zip(e.rows[0].cells, ["Qualification", "Institution / Board", "Year", "Percentage"]):
    c.text = h
for row, vals in zip(e.rows[1:], [("B.Tech (Electrical and Electronics Engineering)", "JNTU Hyderabad", "2017", "74%"),
                                   ("Intermediate (MPC)", "Board of Intermediate Education, Telangana", "2013", "92%"),
                                   ("SSC", "Board of Secondary Education, Telangana", "2011", "9.3 GPA")]):
    for c, v in zip(row.cells, vals):
        c.text = v
para(d, "")
para(d, "SOFTWARE SKILLS", bold=True)
bullets(d, ["DIALux evo, AutoCAD, Revit MEP, ETAP, MS Office"])
para(d, "CERTIFICATIONS", bold=True)
bullets(d, ["Autodesk Certified User – Revit MEP (2020)", "Electrical Supervisor Certificate of Competency, Telangana"])
para(d, "PERSONAL DETAILS", bold=True)
p = d.add_table(rows=5, cols=2)
for row, (k, v) in zip(p.rows, [("Father's Name", ": G. Venkat Reddy"), ("Date of Birth", ": 21-11-1995"),
                                ("Languages Known", ": English, Telugu, Hindi"), ("Marital Status", ": Single"),
                                ("Nationality", ": Indian")]):
    row.cells[0].text, row.cells[1].text = k, v
para(d, "")
para(d, "DECLARATION", bold=True)
para(d, "I hereby declare that the above-mentioned details are true to the best of my knowledge.")
para(d, "Place: Hyderabad")
para(d, "(G. Sandeep Reddy)", align=WD_ALIGN_PARAGRAPH.RIGHT)
save(d, "25-electrical-design-mep-tables-in.docx")

# 26 Dublin building services (mechanical) engineer: bulleted lists, contact in header -----------------------
d = new("Calibri", 10.5)
hp = d.sections[0].header.paragraphs[0]
hp.text = "Niamh Gallagher CEng MIEI  ·  Dublin 8  ·  +353 85 555 0117  ·  niamh.gallagher@example.ie"
hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
para(d, "NIAMH GALLAGHER", bold=True, size=20, after=0)
para(d, "Senior Mechanical Building Services Engineer", size=12, after=8)
heading(d, "Profile", 2)
para(d, "Chartered building services engineer with twelve years designing heating, cooling and ventilation for "
        "commercial offices, pharma and data centres in Ireland and the Netherlands. Strong on NZEB and Part L "
        "compliance, heat pump systems and dynamic thermal modelling.")
heading(d, "Career", 2)
para(d, "Senior Mechanical Engineer | Homan O'Brien | Dublin | 2020 – present", bold=True, after=0)
bullets(d, ["Mechanical lead on a €140m Grade A office campus, Dublin Docklands (LEED Platinum, NZEB).",
            "IES VE dynamic simulation for Part L / NZEB and TM52 overheating; heat pump plant selection.",
            "Design team coordination in Revit MEP and BIM 360; CIBSE Commissioning Code reviews."])
para(d, "Mechanical Engineer | Kirby Group Engineering | Limerick | 2017–2020", bold=True, after=0)
bullets(d, ["Design and build mechanical packages for pharma clients (cleanroom HVAC, process cooling).",
            "Prepared Hevacomp calculations and AutoCAD MEP drawings."])
para(d, "Mechanical Engineer (contract) | Mercury Engineering | Amsterdam, NL | Jun 2016 – Mar 2017", bold=True, after=0)
bullets(d, ["Data centre cooling (CRAH units, chilled water) installation and commissioning support."])
para(d, "Graduate Engineer | Jacobs | Dublin | Sept 2014 – May 2016", bold=True, after=0)
bullets(d, ["Heat loss calculations, duct and pipe sizing, radiator and AHU schedules."])
heading(d, "Education", 2)
para(d, "BEng (Hons) Building Services Engineering — Dublin Institute of Technology (now TU Dublin), 2014")
heading(d, "Professional", 2)
bullets(d, ["Chartered Engineer (CEng MIEI), Engineers Ireland, 2019", "Member, CIBSE", "SOLAS Safe Pass",
            "NZEB Fundamentals (SEAI), 2021"])
heading(d, "Skills", 2)
bullets(d, ["IES VE, Revit MEP, AutoCAD MEP, Hevacomp, BIM 360", "CIBSE guides, TM52, TM54, Part L / NZEB, heat pumps",
            "Data centre cooling, cleanroom HVAC, client liaison"])
save(d, "26-building-services-engineer-header-ie.docx")

# 27 Louisiana chemical engineer EIT: one page, co-op and summer internship ----------------------------------
d = new("Calibri", 10.5, margins=16)
para(d, "Jasmine Okoro, E.I.T.", bold=True, size=18, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
para(d, "Baton Rouge, LA  •  (225) 555-0148  •  jasmine.okoro@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, after=6)
heading(d, "EDUCATION", 2)
tabbed(d, "Louisiana State University, Baton Rouge, LA", "May 2024")
para(d, "Bachelor of Science in Chemical Engineering, GPA 3.6/4.0; Tau Beta Pi", after=4)
heading(d, "EXPERIENCE", 2)
tabbed(d, "ExxonMobil — Baton Rouge Refinery, Baton Rouge, LA", "June 2024 – Present")
para(d, "Process Engineer I (Contact Engineer, Hydrotreating)", italic=True, after=0)
bullets(d, ["Monitor two diesel hydrotreaters; daily unit health reviews using PI ProcessBook and Aspen HYSYS models.",
            "Prepared 12 MOCs and supported a PHA (HAZOP) revalidation; PSM compliance.",
            "Catalyst performance tracking in Python saving ~6 engineer-hours per week."])
tabbed(d, "Dow Chemical — Louisiana Operations, Plaquemine, LA", "Jan 2023 – Aug 2023")
para(d, "Process Engineering Co-op", italic=True, after=0)
bullets(d, ["Mass and energy balances for a chlor-alkali debottleneck study; P&ID redlines."])
tabbed(d, "BASF — Geismar, LA", "Summer 2022")
para(d, "Production Engineering Intern", italic=True, after=0)
bullets(d, ["Pump reliability study; updated SOPs and operator training materials."])
tabbed(d, "LSU Cain Department of Chemical Engineering", "2021 – 2022")
para(d, "Undergraduate Research Assistant", italic=True, after=0)
bullets(d, ["CO2 adsorption experiments on metal-organic frameworks; MATLAB data fitting."])
heading(d, "LICENSURE & CERTIFICATIONS", 2)
para(d, "Engineer Intern (E.I.T.), Louisiana Professional Engineering and Land Surveying Board, 2024  •  OSHA 10  •  Lean Six Sigma Yellow Belt")
heading(d, "SKILLS", 2)
para(d, "Aspen HYSYS, Aspen Plus, MATLAB, Python, Excel/VBA, PI ProcessBook, P&ID review, mass & energy balances, HAZOP, MOC, PSM, "
        "technical writing, teamwork")
save(d, "27-chemical-eit-grad-one-page-us.docx")

# 28 South African civil engineer Pr.Eng: tab stops and a project table --------------------------------------
d = new("Arial", 10)
para(d, "THABO MOKOENA  Pr.Eng", bold=True, size=17, after=0)
para(d, "Civil Engineer — Water & Wastewater Infrastructure", size=11, after=0)
para(d, "Centurion, Gauteng  |  +27 82 555 0143  |  thabo.mokoena@example.co.za", after=8)
heading(d, "Professional Summary", 1)
para(d, "ECSA-registered Professional Engineer with 16 years planning, designing and delivering bulk water, "
        "wastewater and stormwater infrastructure for municipalities and water boards. Experienced in contract "
        "administration under GCC 2015, FIDIC and NEC3, and in leading multidisciplinary teams.")
heading(d, "Employment", 1)
tabbed(d, "Associate — AECOM SA (Pty) Ltd, Centurion", "Jan 2020 – Present")
bullets(d, ["Project director for bulk water pipelines and pump stations (R50m–R1.2bn).",
            "Engineer's Representative under GCC 2015 and NEC3 ECC; business development with metros."])
tabbed(d, "Senior Engineer — GIBB Engineering & Architecture, Johannesburg", "2014 – 2019")
bullets(d, ["Design of wastewater treatment works upgrades and outfall sewers; hydraulic modelling in SewerGEMS.",
            "Construction monitoring and contract administration (FIDIC Red Book)."])
tabbed(d, "Candidate Engineer — Rand Water, Johannesburg", "2010 – 2013")
bullets(d, ["Pipeline condition assessments, reservoir inspections and hydraulic modelling in WaterGEMS."])
heading(d, "Key Projects", 1)
t = d.add_table(rows=4, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Project", "Client", "Value", "Role"]):
    c.text = h
for row, vals in zip(t.rows[1:], [("Vaal River bulk water pipeline augmentation", "Rand Water", "R1.2 billion", "Project director"),
                                  ("Northern WWTW 100 Ml/day upgrade", "Johannesburg Water", "R640 million", "Design lead"),
                                  ("Stormwater master plan", "City of Tshwane", "R18 million", "Project manager")]):
    for c, v in zip(row.cells, vals):
        c.text = v
heading(d, "Qualifications", 1)
tabbed(d, "MSc (Eng) Water Resources Engineering — University of Pretoria (part-time)", "2016", bold=False)
tabbed(d, "BSc (Eng) Civil Engineering — University of the Witwatersrand", "2009", bold=False)
heading(d, "Registrations", 1)
bullets(d, ["Professional Engineer (Pr.Eng), Engineering Council of South Africa (ECSA), 2014",
            "Member, South African Institution of Civil Engineering (SAICE)", "NEC3 ECC Project Manager accreditation"])
heading(d, "Software & Skills", 1)
para(d, "WaterGEMS, SewerGEMS, HEC-RAS, Civil 3D, AutoCAD, MS Project; contract administration (GCC 2015, FIDIC, NEC3), "
        "hydraulic modelling, pipeline design, project management, mentoring candidate engineers")
save(d, "28-civil-water-prEng-za.docx")
