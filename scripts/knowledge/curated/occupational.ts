// Curated skills of work outside offices and software: kitchens, health care, the trades, driving and warehouses,
// shops, schools. The reference lists name almost none of them (O*NET's technology examples are software, ESCO's labels
// are verb phrases such as "use welding equipment"), so a chef's or an electrician's skills list went unread and their
// benchmarks held only office software. Same format and flags as technical.ts; read after it, so that its names win.
// The first skill of each group is what O*NET's knowledge or skill descriptor of that work is mapped to
// (ELEMENT_SKILLS in ../occupations.ts); the others show it (IMPLIES in app/.server/analysis/engines/job-equivalence.ts).

export const OCCUPATIONAL = `
Food production | food production | food preparation | food prep | culinary arts | culinary skills | cooking techniques | line cooking | high-volume cooking | cooking^@
Knife skills | knife skills
Menu development | menu development | menu design | menu creation | menu engineering
Food cost control | food cost control | food costing | food cost management | food and labor cost control | food cost^@ | menu costing | recipe costing | plate costing
Food safety | food safety | food handling | safe food handling | food hygiene | food safety and sanitation | kitchen sanitation
HACCP | haccp
ServSafe | servsafe | servsafe certified | servsafe food protection manager
Butchery | butchery | butchering | meat fabrication | charcuterie
Baking | pastry arts | bread baking | cake decorating | baking^@
Catering | catering | banquets | banquet operations
Bartending | bartending | mixology
Food service | food service | foodservice | food and beverage service

Medical knowledge | medical knowledge | clinical knowledge | anatomy and physiology | pathophysiology
Medical terminology | medical terminology
Pharmacology | pharmacology | clinical pharmacology | pharmacotherapy | pharmacokinetics
Patient care | patient care | direct patient care | bedside care | patient-centered care
Activities of daily living | activities of daily living | adls | adl assistance | assistance with adls | ADL=@
Dementia care | dementia care | alzheimer's care | alzheimers care | memory care
Patient transfers | patient transfers | patient transfer | mechanical lift transfers | mechanical lift transfer | hoyer lift | hoyer lifts | hoyer lift transfers | safe patient handling | lifts and transfers | transfers and lifts
Patient assessment | patient assessment | patient assessments | health assessment | health assessments
Patient education | patient education | patient counseling | patient teaching
Vital signs | vital signs | vitals monitoring
Medication administration | medication administration | administering medications | medication management | administration of medications | administration of medication | administering medication
Wound care | wound care | wound management | wound dressing | wound dressings | dressing of wounds | wound dressing changes
Post-operative care | post-operative care | postoperative care | post-op care | pre- and post-operative care | pre and post-operative care | pre- and postoperative care | pre and postoperative care | pre- and post-op care
Pre-operative care | pre-operative care | preoperative care | pre-op care
Nursing care plans | nursing care plans | nursing care plan | nursing care planning
Blood transfusion | blood transfusion | blood transfusions | administration of blood products | blood product administration
Shift leadership | shift leadership | leading shifts
Precepting | precepting | preceptor | preceptors | preceptorship | preceptoring
Community paramedicine | community paramedicine | community paramedic programme | community paramedic program
Infection control | infection control | infection prevention
Immunizations | immunizations | immunization | vaccine administration
Sterile compounding | sterile compounding | iv compounding | compounded sterile preparations | usp 797
Medication therapy management | medication therapy management | MTM=@
Electronic health records | electronic health records | electronic health record | electronic medical records | electronic medical record | EHR= | EMR= | ieMR= | integrated electronic medical record
Medical coding | medical coding | icd-10 | icd-10-cm | cpt coding

Installation | installation^@ | installations^@ | equipment installation | installation and maintenance
Equipment repair | equipment repair | repair work | maintenance and repair | repair and maintenance | troubleshooting and repair | mechanical repair | electrical repair | auto repair | automotive repair | engine repair | repairs^@
Electrical wiring | electrical wiring | residential wiring | commercial wiring | electrical installation | electrical installations | wiring^@
Blueprint reading | blueprint reading | reading blueprints | read blueprints | blueprint interpretation | print reading | blueprints^@
Schematics | schematics | schematic reading | reading schematics | electrical schematics | wiring diagrams | reading circuit diagrams | circuit diagrams | circuit diagram reading
Conduit bending | conduit bending | conduit installation
National Electrical Code | national electrical code | NEC=@ | nec code
Motor controls | motor controls | motor control circuits
Fire alarm systems | fire alarm systems | fire alarm installation
Welding | welding | mig welding | tig welding | stick welding | arc welding | smaw | gmaw | gtaw | fcaw
Soldering | soldering | brazing | hand soldering | smd soldering | surface-mount soldering | surface mount soldering | through-hole soldering | smd rework | soldering and desoldering
Plumbing | plumbing | pipefitting | pipe fitting
Carpentry | carpentry | finish carpentry | rough carpentry | woodworking
Framing | framing@ | wood framing | rough framing | metal stud framing | wall framing
Drywall | drywall | drywall installation | drywall finishing | drywall hanging | sheetrock
Concrete work | concrete work | concrete finishing | concrete pouring | concrete forming | concrete@
Demolition | demolition | interior demolition | selective demolition
Scaffolding | scaffolding | scaffold erection | scaffold building
HVAC | hvac | hvac/r | hvacr | heating and air conditioning | hvac repair | hvac installation
Machining | machining | cnc machining | cnc programming | cnc operation | manual machining | CNC=@ | cnc milling | cnc turning
Power tools | power tools | hand and power tools | hand tools | nail gun | nail guns
Hydraulics | hydraulics | hydraulic systems | hydraulic and fuel systems
Pneumatics | pneumatics | pneumatic systems
Diesel engines | diesel engines | diesel mechanics | diesel repair | diesel maintenance | basic diesel maintenance | diesel engine maintenance | diesel engine repair
Brake repair | brake repair | brake service | brake jobs | brakes@
Oil changes | oil changes | oil change | lube service | oil and filter changes
Wheel alignment | wheel alignment | wheel alignments | alignments@
Engine diagnostics | engine diagnostics | vehicle diagnostics | automotive diagnostics | engine diagnosis | diesel engine diagnostics | diesel diagnostics | diesel engine diagnosis
Mechanical skills | mechanical skills | mechanical aptitude | mechanically inclined | mechanical knowledge | mechanical systems | mechanical maintenance

Equipment operation | equipment operation | machine operation | machinery operation | heavy equipment operation | heavy equipment
Forklift operation | forklift operation | forklift | forklift certified | forklift certification | reach truck | pallet jack
Skid steer | skid steer | skid steer loader | skid-steer | skid steers
Transportation | transportation management | transportation logistics | transportation^@
Commercial driving | commercial driving | class a cdl | class b cdl | commercial driver's license | commercial drivers license | CDL=
DOT regulations | dot regulations | dot compliance | fmcsa regulations | fmcsa compliance
Hours of Service | hours of service | HOS=@ | hos compliance
Electronic logging devices | electronic logging devices | electronic logging device | ELD=@
Pre-trip inspection | pre-trip inspection | pre-trip inspections | pre trip inspection | pre-trip and post-trip inspections | DVIR= | pre-start checks | pre-start check | pre-start vehicle checks | pre-start inspections | daily pre-start checks | prestart checks | pre-start checklists | vehicle checks | daily vehicle checks | walkaround checks | walk-around checks | daily walkaround checks
Load securement | load securement | cargo securement | load restraint | safe loading
Shipping and receiving | shipping and receiving | shipping & receiving
Warehouse operations | warehouse operations | warehousing | warehouse management | order picking | pick and pack | picking and packing
RF scanning | rf scanning | rf scanner | rf scanners | rf gun | handheld scanner | handheld scanners
Dispatching | dispatching | fleet dispatch | ltl dispatch | truckload dispatch | truck dispatching | freight dispatching | load dispatching
Warehouse management systems | warehouse management systems | warehouse management system | WMS= | wms systems
KPI reporting | kpi reporting | kpi tracking | kpi dashboards | kpi monitoring | kpi management
Load planning | load planning | load plans | load plan
Workforce planning | workforce planning | manpower planning | headcount planning | manpower management
Demand planning | demand planning | demand and labour planning | demand and labor planning | demand forecasting and planning
Fleet maintenance | fleet maintenance | fleet maintenance scheduling | fleet maintenance planning | fleet maintenance management | vehicle maintenance scheduling | fleet servicing
Fleet management | fleet management | fleet operations | fleet management software@
Telematics | telematics | vehicle telematics | fleet telematics
Drivers' hours | drivers' hours | drivers hours | drivers' hours rules | eu drivers' hours | drivers' hours regulations | drivers' hours compliance
WTD | WTD=@ | working time directive | road transport working time directive
Driver training | driver training | driver coaching | driver instruction
Truck and trailer driving | truck and trailer driving | truck-and-trailer driving | b-train driving | b-train and truck-and-trailer driving | b-double driving | road train driving
Tachograph analysis | tachograph analysis | tacho analysis | tachograph data analysis | tachograph compliance
Cycle counting | cycle counting | cycle counts
Stocktaking | stocktaking | stocktake | stocktakes | stock takes | stock counts | physical inventory | physical inventories
Cross-docking | cross-docking | cross docking | crossdocking
Cold chain | cold chain | cold chain logistics | cold-chain logistics | cold chain management
Freight forwarding | freight forwarding | international freight forwarding
Customs clearance | customs clearance | customs documentation | customs brokerage | customs compliance
Incoterms | incoterms | incoterms 2020
Last-mile delivery | last-mile delivery | last mile delivery | last-mile operations | last mile operations | last-mile logistics
Reverse logistics | reverse logistics
Dangerous goods | dangerous goods | dangerous goods handling | dangerous goods transport | dangerous goods regulations | iata dgr | transportation of dangerous goods | TDG=@
WHMIS | WHMIS= | whmis 2015 | workplace hazardous materials information system
ADR | ADR=@ | adr licence | adr license | adr certificate | adr certification | adr packages | adr tanks | adr training
DRMIS | drmis
IMDS | IMDS=
TRAX | TRAX= | trax maintenance | trax emro
AMOS | AMOS= | swiss-as amos | amos mro
Cummins INSITE | cummins insite | INSITE= | insite diagnostic software
Technical records | technical records | aircraft technical records | tech records
Technical orders | technical orders | technical order compliance
Safety wiring | safety wiring | safety wire | torque and safety wire | lockwire | lockwiring | lock wiring
Composite repair | composite repair | composite repairs | composites repair | bonded repairs | bonded repair
FOD prevention | fod prevention | FOD=@ | foreign object damage prevention | foreign object debris prevention | fod control | fod walks
Tool control | tool control | tool accountability
Base maintenance | base maintenance | line and base maintenance | base and line maintenance | hangar maintenance | c-checks | c-check | d-checks | d-check | heavy maintenance checks
Line maintenance | line maintenance | a-checks | a-check | transit checks

Safety | safety^@ | workplace safety | safety compliance | safety procedures | safety protocols | safety regulations | jobsite safety | job site safety | site safety | safety management | health and safety | occupational safety | occupational health and safety | health & safety
OSHA | osha | osha 10 | osha 30 | osha compliance | osha regulations | osha standards
Lockout/tagout | lockout/tagout | lockout tagout | lock out tag out | LOTO=
Hazardous materials | hazardous materials | hazmat | hazardous materials handling | hazmat endorsement
Loss prevention | loss prevention | shrink reduction | shrinkage control
Patrol | patrolling | foot patrol | mobile patrol | patrols@ | patrol@
Crowd control | crowd control | crowd management
CCTV monitoring | cctv | cctv monitoring | video surveillance | camera monitoring
Access control | access control | badge access control
De-escalation | de-escalation | deescalation | de-escalation techniques | verbal de-escalation

Regulatory compliance | regulatory compliance | legal compliance | compliance^@ | laws and regulations
E-discovery | e-discovery | ediscovery | electronic discovery | e-disclosure | edisclosure | electronic disclosure | esi negotiations | esi protocols | electronically stored information
Legal writing | legal writing | legal drafting | drafting pleadings | pleadings
Document review | document review
Litigation support | litigation support
White-collar defense | white-collar defense | white-collar defence | white-collar criminal defense | white-collar criminal defence | white-collar investigations | white collar investigations | white-collar crime | white collar crime
Internal investigations | internal investigations | internal investigation
Appellate litigation | appellate litigation | appellate advocacy | appellate practice | appellate law
False Claims Act | false claims act | qui tam | qui tam litigation
FCPA | fcpa | foreign corrupt practices act | fcpa compliance
Immigration law | immigration law | immigration and nationality law | us immigration law | family-based immigration | family-based petitions | employment-based immigration | business immigration
Removal defense | removal defense | removal defence | deportation defense | deportation defence | removal proceedings
Asylum | asylum@ | asylum law | asylum cases | asylum applications | asylum claims | asylum petitions
Probate | probate | probate administration | probate law | probate litigation | estate administration
Wills | wills@ | wills and trusts | wills & trusts | will drafting | will writing | drafting wills
Estate planning | estate planning | trusts and estates | trusts & estates
Conveyancing | conveyancing | residential conveyancing | commercial conveyancing
Commercial leasing | commercial leasing | commercial leases
Background checks | background checks@ | background screening@ | conducted background checks | conduct background checks | ran background checks | run background checks | processed background checks | pre-employment screening

Cash handling | cash handling | handling cash | cash register | cash drawer | cashing up | cash-up | till reconciliation | till reconciliations | cashiering | cashier duties
Point of sale | point of sale | pos systems | pos system | point-of-sale | POS=@ | starbucks pos | till operation | till operations | till work
Visual merchandising | visual merchandising | merchandising | planograms | planogram
Upselling | upselling | up-selling | suggestive selling
Retail sales | retail sales

Differentiated instruction | differentiated instruction
Student assessment | student assessment | formative assessment | summative assessment | assessment for learning | AfL=
Universal Design for Learning | universal design for learning | UDL=
DIBELS | dibels | dibels 8 | dibels next
Special education | special education
Individualized education programs | individualized education programs | individualized education program | IEP=@ | ieps | individual education plans | individual education plan | individualised education plans
Behavior management | behavior management | behaviour management | positive behavior support

Heat pumps | heat pumps | heat pump systems | heat pump installation
Chillers | chillers | chiller systems | chiller maintenance | centrifugal chillers
Refrigerant handling | refrigerant recovery | refrigerant handling | refrigerant charging | refrigerant leak detection
Ductwork | ductwork | duct installation | duct fabrication
Load calculations | load calculations | manual j | manual j load calculations | heat load calculations
BACnet | bacnet
Air balancing | air balancing | airflow balancing | test and balance

PCR | PCR= | qPCR= | RT-PCR= | RT-qPCR= | polymerase chain reaction | quantitative pcr | real-time pcr | real time pcr | real-time pcr quantitation | real-time quantitative pcr
Western blotting | western blotting | western blot | western blots | immunoblotting
ELISA | ELISA= | elisas
Molecular diagnostics | molecular diagnostics
Westgard rules | westgard rules | westgard | westgard qc | westgard multirules
Flow cytometry | flow cytometry | facs analysis
HPLC | hplc | high-performance liquid chromatography | high performance liquid chromatography | uhplc
Cell culture | cell culture | mammalian cell culture | tissue culture | aseptic cell culture
Aseptic technique | aseptic technique | aseptic techniques | aseptic handling | aseptic manipulation | aseptic manipulations | aseptic practice | aseptic practices | aseptic work | aseptic skills | sterile technique | sterile techniques
Aseptic processing | aseptic processing | aseptic manufacturing | aseptic filling | aseptic fill-finish | aseptic process simulation | aseptic process simulations | media fills | media fill | aseptic operations
Gel electrophoresis | gel electrophoresis | sds-page | agarose gel electrophoresis
Immunohistochemistry | immunohistochemistry | IHC=
Confocal microscopy | confocal microscopy
CRISPR | crispr | crispr-cas9 | crispr/cas9

Telemetry monitoring | telemetry monitoring | cardiac telemetry | telemetry nursing | telemetry^@
IV therapy | iv therapy | intravenous therapy
IV insertion | iv insertion | iv cannulation | peripheral iv insertion | iv starts
ECG interpretation | ecg interpretation | ekg interpretation | 12-lead ecg interpretation | 12-lead ecg | rhythm interpretation | cardiac rhythm interpretation
Hemodynamic monitoring | hemodynamic monitoring | haemodynamic monitoring
Mechanical ventilation | mechanical ventilation | ventilator management
Manchester Triage System | manchester triage system | manchester triage | MTS=@
Triage | triage@ | patient triage | clinical triage | remote clinical triage | emergency triage | ed triage | triage nursing | emergency department triage
Advanced life support | advanced life support | ALS=@ | als provider | european advanced life support
Trauma care | trauma care | trauma nursing | polytrauma care | major trauma care
Non-invasive ventilation | non-invasive ventilation | non invasive ventilation | NIV=@
Arterial blood gas sampling | arterial blood gas sampling | arterial blood gases | arterial blood gas | abg sampling | abg analysis | abg interpretation | ABG=@ | arterial blood gas analysis
Palliative care | palliative care | end-of-life care | end of life care | palliative nursing
Chest drain insertion | chest drain insertion | chest drains | chest drain | intercostal drain insertion | chest tube insertion
Fracture reduction | fracture reduction | fracture and dislocation reduction | dislocation reduction | closed reduction of fractures
Critical care | critical care | intensive care | critical care nursing | intensive care nursing | ICU=

Account reconciliation | account reconciliation | account reconciliations | bank reconciliation | bank reconciliations | balance sheet reconciliations | general ledger reconciliations | reconciliations@ | reconciliation@ | creditors reconciliation | creditors reconciliations | debtors reconciliation | debtors reconciliations | supplier reconciliations | supplier statement reconciliations
Month-end close | month-end close | month end close | year-end close | month-end closing | month-end and year-end close | month-end & year-end close | month end & year end close | month-end/year-end close
Internal controls | internal controls | internal control | sox controls | internal financial controls | internal financial control
Records of Employment | records of employment | record of employment
Single Touch Payroll | single touch payroll
Purchase orders | purchase orders@ | purchase order processing | processing purchase orders | raising purchase orders | raised purchase orders | raise purchase orders | po processing
Financial consolidation | financial consolidation | consolidation^@ | consolidations^
Variance analysis | variance analysis | budget variance analysis

Docketing | docketing | calendaring and docketing | court docketing
Privilege logs | privilege logs | privilege log
CM/ECF | cm/ecf | ecf filing | electronic court filing | e-filing

Packaging design | packaging design | package design
Print production | print production | prepress | pre-press
Typography | typography^@
Brand identity | brand identity | visual identity | brand identity design
Editorial design | editorial design | editorial layout | layout design
Illustration | illustration^@ | digital illustration

S&OP | s&op | sales and operations planning | sales & operations planning | integrated business planning
Safety stock | safety stock | safety stock modelling | safety stock modeling | safety stock planning | safety stock optimisation | safety stock optimization

Blood glucose monitoring | blood glucose monitoring | glucose monitoring | blood glucose testing | fingerstick glucose testing
Catheter care | catheter care | foley catheter care | foley catheter insertion | urinary catheterization | foley catheters
Electrocardiography | electrocardiography | electrocardiogram | electrocardiograms | ekg | ekgs | 12-lead ekg | EKG= | ECG= | ECGs= | EKGs= | 12-lead ecgs | 12-lead ekgs | ecg recording | ecg recordings | ekg recording | ekg recordings
Injections | injections^@ | intramuscular injections | subcutaneous injections | im injections | im and subq injections
Manual therapy | manual therapy | joint mobilization | soft tissue mobilization
Therapeutic exercise | therapeutic exercise | therapeutic exercises | exercise prescription
Gait training | gait training
Orthopedic rehabilitation | orthopedic rehabilitation | orthopaedic rehabilitation | orthopedic rehab | post-operative rehabilitation
Dry needling | dry needling
Vestibular rehabilitation | vestibular rehabilitation | vestibular rehab | vestibular therapy
WebPT | webpt
Scaling and root planing | scaling and root planing | scaling and root planning | SRP=@
Periodontal charting | periodontal charting | perio charting | periodontal assessment | periodontal assessments
Dental radiographs | dental radiographs | dental x-rays | intraoral radiographs | bitewing radiographs | panoramic radiographs
Local anesthesia | local anesthesia | local anaesthesia | local anesthetic administration
Dentrix | dentrix | henry schein dentrix
Eaglesoft | eaglesoft | patterson eaglesoft
Oral hygiene instruction | oral hygiene instruction | oral hygiene instructions | oral hygiene education | oral health education
Fluoride treatments | fluoride treatments | fluoride treatment | fluoride varnish | fluoride application
PointClickCare | pointclickcare | pointclickcare healthcare | point click care

Crisis intervention | crisis intervention | crisis counseling | crisis response
Crisis prevention | crisis prevention | crisis prevention intervention | nonviolent crisis intervention | CPI=@
Case management | case management
Psychosocial assessment | psychosocial assessment | psychosocial assessments | biopsychosocial assessment | biopsychosocial assessments
Motivational interviewing | motivational interviewing
Trauma-informed care | trauma-informed care | trauma informed care | trauma-informed practice | trauma-informed approaches
Discharge planning | discharge planning | discharge management | admission and discharge management | admission and discharge planning | admissions and discharges
Family counseling | family counseling | family counselling | family therapy
Community resources | community resources | resource referral | resource referrals | community resource referrals | linkage to community resources
Suicide risk assessment | suicide risk assessment | suicide risk assessments | suicide assessment | suicide prevention
College counseling | college counseling | college and career counseling | college and career readiness | college advising
Section 504 | section 504 | 504 plans | 504 plan | 504 accommodations
Social-emotional learning | social-emotional learning | social emotional learning | SEL=@
Assistive technology | assistive technology | assistive technologies
Naviance | naviance | naviance succeed
PowerSchool | powerschool | powerschool sis | pearson powerschool
Grant writing | grant writing | grant proposal writing | grant proposals
ADDIE | ADDIE= | addie model
Storyboarding | storyboarding | storyboards

Backflow testing | backflow testing | backflow prevention | backflow prevention testing | backflow certification
Water heaters | water heater installation | water heater repair | water heaters | tankless water heaters
Drain cleaning | drain cleaning | drain clearing | hydro jetting | hydro-jetting
Plumbing codes | plumbing codes | plumbing code | uniform plumbing code | international plumbing code
PEX | PEX= | pex piping | pex tubing
EPA 608 | epa 608 | epa section 608 | epa 608 certification | epa 608 universal | epa 608 universal certification
Rooftop units | rooftop units | rooftop unit | RTU=@ | RTUs=@
Metal fabrication | metal fabrication | fabrication^@ | steel fabrication | welding and fabrication | structural fabrication
Welding symbols | welding symbols | weld symbols
GD&T | gd&t | gd & t | geometric dimensioning and tolerancing | iso gps | geometrical product specifications
Design for manufacturing | design for manufacturing | design for manufacture | design for manufacturability | DFM= | DFMA= | design for manufacturing and assembly | design for manufacture and assembly | design for assembly
Test and tag | test and tag | testing and tagging | test & tag
Defensive driving | defensive driving
Route planning | route planning | route optimization | route optimisation

Fire suppression | fire suppression | firefighting^@ | fire fighting^@ | structural firefighting | wildland firefighting
Emergency medical services | emergency medical services | prehospital care | pre-hospital care
Emergency medical technician | emergency medical technician | EMT=@ | EMT-B= | EMT-Basic= | emt-basic | emt basic
Search and rescue | search and rescue | search & rescue
Vehicle extrication | vehicle extrication | extrication
Fire prevention | fire prevention | fire inspections | fire inspection | fire safety inspections
Incident Command System | incident command system | nims/ics | nims ics | ics/nims | incident command | NIMS= | national incident management system | ics-100 | ics 100 | ics-200 | ics 200 | ics-300 | ics 300 | ics-400 | ics 400
Community policing | community policing | community-oriented policing | community oriented policing | problem-oriented policing
Traffic enforcement | traffic enforcement | traffic law enforcement | dwi enforcement | dui enforcement | dwi/sfst enforcement | dui/sfst enforcement | dwi detection | dui detection
SFST | SFST= | standardized field sobriety testing | standardized field sobriety tests | standardised field sobriety testing
Expert testimony | expert testimony | expert witness testimony | expert witness@ | expert evidence
Fault finding | electrical fault finding | electrical fault-finding | electrical faultfinding | fault finding | fault-finding | faultfinding

Hair coloring | hair coloring | hair colouring | hair color | color services | colour services | color correction | colour correction
Balayage | balayage
Haircutting | haircutting | hair cutting | haircuts | precision cutting | precision haircuts
Blowouts | blowouts | blow-drying | blow drying | blowout styling
Keratin treatments | keratin treatments | keratin treatment | keratin smoothing
Hair extensions | hair extensions
Hair styling | hair styling | hairstyling | updos | bridal styling
Sanitation | sanitation^@ | sanitation and disinfection | sanitizing and disinfection | cleaning and sanitation | disinfection^@ | tool sanitation
Massage therapy | massage therapy | therapeutic massage | massage^@
Swedish massage | swedish massage
Deep tissue massage | deep tissue massage | deep-tissue massage | deep tissue
Sports massage | sports massage
Prenatal massage | prenatal massage | pregnancy massage

Grilling | grilling | grill station | grill cook
Sautéing | sautéing | sauteing | sauté | saute | sauté station | saute station
Espresso drinks | espresso drinks | espresso preparation | espresso beverages | latte art
Multi-line phone systems | multi-line phone systems | multi-line phone system | multi-line phones | multiline phones
Check-in and check-out | check-in and check-out | check-in/check-out | check-ins and check-outs | guest check-in
Customer experience | customer experience@
Property and casualty insurance | property and casualty insurance | property & casualty insurance | p&c insurance | property and casualty
Cross-selling | cross-selling | cross selling | cross-sell
Home staging | home staging
Aloha POS | aloha pos | aloha^ | ncr aloha | aloha point of sale
Toast POS | toast pos | toasttab
Square POS | square pos | square^@ | square point of sale | square register | square for restaurants
Cocktails | cocktails | cocktail making | cocktail preparation | craft cocktails | classic cocktails | cocktail service | cocktail menus
Cellar management | cellar management | cellar work | cellar operations | cellar duties | cellar maintenance | cellarmanship
Silver service | silver service | silver-service
Table service | table service | table waiting | waiting tables | waiting on tables
Wine service | wine service | wine & beverage service | wine and beverage service | wine pairing | wine pairings
Night audit | night audit | night auditing | night audits
Barista skills | barista skills | barista training | coffee making | coffee preparation
Staff scheduling | rota planning | rota management | staff rotas | rotas@ | rostering | staff rostering | roster management | rosters@ | shift rostering | staff scheduling | employee scheduling | shift scheduling
Labor management | labor management | labour management | labor scheduling | labour scheduling | labor cost control | labour cost control | wage control | labour control
Deputy | Deputy=@
Flat-top | flat-top | flattop | flat-top grill | griddle@ | grill and flat-top | grill & flat-top
Stock rotation | stock rotation | stock rotations | rotate stock | rotating stock | fifo rotation | fifo stock rotation
Housekeeping | guest room cleaning | room cleaning | hotel housekeeping | room servicing | room inspection | room inspections
Turndown service | turndown service | turndown | turn-down service | turndowns
Manual handling | manual handling | manual handling training | safe manual handling
COSHH | coshh | control of substances hazardous to health | coshh assessments
GPS navigation | gps navigation | sat nav | satnav | sat-nav | navigation apps | gps and navigation apps
Proof of delivery | proof of delivery | electronic proof of delivery | epod
Heavy lifting | heavy lifting@ | lifting up to 50 lbs | lifting up to 50 pounds | lifting up to 75 lbs | lifting up to 70 lbs | lifting up to 100 lbs | lifting up to 40 lbs | lifting up to 25 kg | lift up to 50 lbs | lift up to 50 pounds | lift 50 lbs | lift 50 pounds

Mergers and acquisitions | mergers and acquisitions | mergers & acquisitions | M&A= | m&a transactions
Due diligence | due diligence | legal due diligence | financial due diligence | ngo due diligence | partner due diligence
Corporate governance | corporate governance
Contract drafting | contract drafting | drafting contracts | commercial contracts | contract review
Securities law | securities law | securities regulation | securities regulations
FMLA | FMLA= | family and medical leave act | fmla administration
Product strategy | product strategy

Stormwater management | stormwater management | stormwater design | storm water management
Site design | site design | site development | site planning | land development
Grading and drainage | grading and drainage | grading design | grading plans | earthwork
Permitting | permitting | permit applications | environmental permitting | building permits
Eurocodes | eurocodes | eurocode
`;
